import { twoToneBytes } from '../../tests/factories/pictures.ts';
import { ownerCookie } from './owner-session.ts';

/**
 * Makes the bench's shop an owner's own: an uploaded logo and hero picture, a blue primary
 * colour, its own hero texts and buttons, no app section (PUT /api/settings `brand`). Pages are
 * then measured as a real shop serves them, not as the demo.
 */
export async function applyOwnerBrand(url: string): Promise<void> {
  const cookie = await ownerCookie(url);
  const upload = async (kind: 'logo' | 'hero', bytes: Uint8Array<ArrayBuffer>) => {
    const response = await fetch(`${url}/api/pictures?kind=${kind}`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/png', Origin: url, Cookie: cookie },
      body: bytes,
    });
    if (response.status !== 201) throw new Error(`bench: ${kind} upload answered ${response.status}`);
    return ((await response.json()) as { data: { url: string } }).data.url;
  };
  const logo = await upload('logo', twoToneBytes('png', 600, 200, [29, 78, 216, 255], [250, 250, 250, 0]));
  const image = await upload('hero', twoToneBytes('png', 1600, 1280, [200, 60, 40, 255], [240, 200, 80, 255]));
  const saved = await fetch(`${url}/api/settings`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Origin: url, Cookie: cookie },
    body: JSON.stringify({
      brand: {
        name: 'Luigi’s Pizzeria',
        logo,
        primaryColor: '#1d4ed8',
        hero: {
          title: 'Wood-fired since 1982',
          subtitle: 'Napoli in Springfield',
          body: 'Dough rested for 48 hours, San Marzano tomatoes and fior di latte, baked in 90 seconds.',
          image,
          imageAlt: 'A margherita fresh from the oven',
          buttons: [
            { label: 'See the pizzas', target: 'category:pizza' },
            { label: 'Our story', target: 'about' },
          ],
        },
        sections: { categories: true, menu: true, socialProof: true, appPromo: false },
        socialProofText: 'Loved by Springfield for forty years',
        appLinks: { ios: '', android: '' },
      },
    }),
  });
  if (saved.status !== 200) throw new Error(`bench: saving the brand answered ${saved.status}: ${await saved.text()}`);
}
