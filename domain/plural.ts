/**
 * A count with its noun, as the shop writes it on screens and in what a screen reader hears:
 * '1 item', '0 items', '3 dishes'. English only, as is every text of the shop; the plural is the
 * noun with an s unless told otherwise. Every such phrase goes through here, so none reads
 * '1 items'.
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
