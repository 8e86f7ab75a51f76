import MarkdownIt from 'markdown-it/browser';
import { MARKDOWN_OPTIONS, withShopRules } from '../../../../../domain/markdown-rules.ts';

/**
 * The admin's preview of a page, by the servers' rules (domain/markdown-rules.ts) on the same
 * markdown-it release. Its self-contained browser file, loaded only by the Pages screen: the
 * package's own modules would make the bundler split its helpers into a chunk that every
 * storefront page then loads too.
 */
export const renderPreview = withShopRules(new MarkdownIt(MARKDOWN_OPTIONS));
