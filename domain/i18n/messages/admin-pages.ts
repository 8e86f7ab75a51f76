import { defineMessages } from '../define-messages.ts';

/** Pages: the owner's About, Contact, Privacy Policy and Terms, their editor and preview. */
export const adminPages = defineMessages({
  en: {
    intro: "Your own words on the shop's About, Contact, Privacy Policy and Terms pages. Visitors see a saved page on their next visit.",
    page: 'Page',
    pageName: '{page, select, about {About} contact {Contact} privacy {Privacy Policy} other {Terms of Service}}',
    editPage: '{page, select, about {Edit About} contact {Edit Contact} privacy {Edit Privacy Policy} other {Edit Terms of Service}}',
    viewPage:
      '{page, select, about {View the About page} contact {View the Contact page} privacy {View the Privacy Policy page} other {View the Terms of Service page}}',
    title: 'Title',
    text: 'Text (Markdown)',
    markdownHint:
      '<code>## Heading</code>, <code>**bold**</code>, <code>*italics*</code>, <code>- list item</code>, <code>[link text](https://…)</code>. HTML shows as text.',
    save: 'Save page',
    preview: 'Preview',
    loadFailed: 'Failed to load the page',
    saveFailed: 'Failed to save the page',
  },
  es: {
    intro:
      'Tus propias palabras en las páginas Quiénes somos, Contacto, Política de privacidad y Condiciones de la tienda. Los visitantes ven una página guardada en su siguiente visita.',
    page: 'Página',
    pageName: '{page, select, about {Quiénes somos} contact {Contacto} privacy {Política de privacidad} other {Condiciones del servicio}}',
    editPage:
      '{page, select, about {Editar Quiénes somos} contact {Editar Contacto} privacy {Editar la Política de privacidad} other {Editar las Condiciones del servicio}}',
    viewPage:
      '{page, select, about {Ver la página Quiénes somos} contact {Ver la página de contacto} privacy {Ver la Política de privacidad} other {Ver las Condiciones del servicio}}',
    title: 'Título',
    text: 'Texto (Markdown)',
    markdownHint:
      '<code>## Encabezado</code>, <code>**negrita**</code>, <code>*cursiva*</code>, <code>- elemento de lista</code>, <code>[texto del enlace](https://…)</code>. El HTML se muestra como texto.',
    save: 'Guardar la página',
    preview: 'Vista previa',
    loadFailed: 'No se pudo cargar la página',
    saveFailed: 'No se pudo guardar la página',
  },
  fr: {
    intro:
      'Vos propres mots sur les pages À propos, Contact, Politique de confidentialité et Conditions de la boutique. Les visiteurs voient une page enregistrée à leur prochaine visite.',
    page: 'Page du site',
    pageName: '{page, select, about {À propos} contact {Contact} privacy {Politique de confidentialité} other {Conditions d’utilisation}}',
    editPage:
      '{page, select, about {Modifier À propos} contact {Modifier Contact} privacy {Modifier la Politique de confidentialité} other {Modifier les Conditions d’utilisation}}',
    viewPage:
      '{page, select, about {Voir la page À propos} contact {Voir la page Contact} privacy {Voir la Politique de confidentialité} other {Voir les Conditions d’utilisation}}',
    title: 'Titre',
    text: 'Texte (Markdown)',
    markdownHint:
      '<code>## Titre</code>, <code>**gras**</code>, <code>*italique*</code>, <code>- élément de liste</code>, <code>[texte du lien](https://…)</code>. Le HTML s’affiche comme du texte.',
    save: 'Enregistrer la page',
    preview: 'Aperçu',
    loadFailed: 'Impossible de charger la page',
    saveFailed: 'Impossible d’enregistrer la page',
  },
  de: {
    intro:
      'Ihre eigenen Worte auf den Seiten „Über uns“, „Kontakt“, „Datenschutz“ und „AGB“ des Shops. Besucher sehen eine gespeicherte Seite beim nächsten Besuch.',
    page: 'Seite',
    pageName: '{page, select, about {Über uns} contact {Kontakt} privacy {Datenschutzerklärung} other {Nutzungsbedingungen}}',
    editPage:
      '{page, select, about {„Über uns“ bearbeiten} contact {„Kontakt“ bearbeiten} privacy {Datenschutzerklärung bearbeiten} other {Nutzungsbedingungen bearbeiten}}',
    viewPage:
      '{page, select, about {Seite „Über uns“ ansehen} contact {Kontaktseite ansehen} privacy {Datenschutzerklärung ansehen} other {Nutzungsbedingungen ansehen}}',
    title: 'Überschrift',
    text: 'Inhalt (Markdown)',
    markdownHint:
      '<code>## Überschrift</code>, <code>**fett**</code>, <code>*kursiv*</code>, <code>- Listenpunkt</code>, <code>[Linktext](https://…)</code>. HTML erscheint als Text.',
    save: 'Seite speichern',
    preview: 'Vorschau',
    loadFailed: 'Die Seite konnte nicht geladen werden',
    saveFailed: 'Die Seite konnte nicht gespeichert werden',
  },
  it: {
    intro:
      'Le tue parole nelle pagine Chi siamo, Contatti, Informativa sulla privacy e Termini del negozio. I visitatori vedono una pagina salvata alla visita successiva.',
    page: 'Pagina',
    pageName: '{page, select, about {Chi siamo} contact {Contatti} privacy {Informativa sulla privacy} other {Termini di servizio}}',
    editPage:
      '{page, select, about {Modifica Chi siamo} contact {Modifica Contatti} privacy {Modifica l’Informativa sulla privacy} other {Modifica i Termini di servizio}}',
    viewPage:
      '{page, select, about {Vedi la pagina Chi siamo} contact {Vedi la pagina Contatti} privacy {Vedi l’Informativa sulla privacy} other {Vedi i Termini di servizio}}',
    title: 'Titolo',
    text: 'Testo (Markdown)',
    markdownHint:
      '<code>## Intestazione</code>, <code>**grassetto**</code>, <code>*corsivo*</code>, <code>- voce di elenco</code>, <code>[testo del link](https://…)</code>. L’HTML appare come testo.',
    save: 'Salva la pagina',
    preview: 'Anteprima',
    loadFailed: 'Impossibile caricare la pagina',
    saveFailed: 'Impossibile salvare la pagina',
  },
  ar: {
    intro: 'كلماتك الخاصة في صفحات من نحن واتصل بنا وسياسة الخصوصية والشروط في المتجر. يرى الزوار الصفحة المحفوظة في زيارتهم التالية.',
    page: 'الصفحة',
    pageName: '{page, select, about {من نحن} contact {اتصل بنا} privacy {سياسة الخصوصية} other {شروط الخدمة}}',
    editPage: '{page, select, about {تعديل من نحن} contact {تعديل اتصل بنا} privacy {تعديل سياسة الخصوصية} other {تعديل شروط الخدمة}}',
    viewPage:
      '{page, select, about {عرض صفحة من نحن} contact {عرض صفحة اتصل بنا} privacy {عرض صفحة سياسة الخصوصية} other {عرض صفحة شروط الخدمة}}',
    title: 'العنوان',
    text: 'النص (Markdown)',
    markdownHint:
      '<code>## عنوان</code>، <code>**عريض**</code>، <code>*مائل*</code>، <code>- عنصر قائمة</code>، <code>[نص الرابط](https://…)</code>. تظهر شيفرة HTML كنص.',
    save: 'احفظ الصفحة',
    preview: 'معاينة',
    loadFailed: 'تعذّر تحميل الصفحة',
    saveFailed: 'تعذّر حفظ الصفحة',
  },
});
