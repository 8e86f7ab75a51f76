/** Text as a search compares it: without case, accents or the spaces around it ('creme' finds 'Crème brûlée'). */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .trim();
}
