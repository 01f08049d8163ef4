import MarkdownIt from 'markdown-it';
import { keepAllowedHtml } from './html-allow-list.js';
import { isAllowedImageSource, linkKind } from './link-policy.js';

// The articles' Markdown rendered once, when the admin saves (issue 22): CommonMark with tables and
// strikethrough, no raw HTML (typed HTML is shown as text), links and images only where link-policy.ts allows.

const markdown = new MarkdownIt('default', { html: false, linkify: false, typographer: false });

// Links and images alike (markdown-it asks once per address, already decoded and percent-encoded).
markdown.validateLink = (url) => linkKind(url) !== null;

const defaultLinkOpen = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  if (token) {
    const kind = linkKind(String(token.attrGet('href') ?? ''));
    token.attrSet('rel', 'noopener noreferrer');
    if (kind === 'web') token.attrSet('target', '_blank');
  }
  return defaultLinkOpen
    ? defaultLinkOpen(tokens, index, options, env, self)
    : self.renderToken(tokens, index, options);
};

const defaultImage = markdown.renderer.rules.image;
markdown.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index];
  if (!token || !isAllowedImageSource(String(token.attrGet('src') ?? ''))) {
    // An image from elsewhere shows as its description: nothing is fetched from an address we do not allow.
    return markdown.utils.escapeHtml(
      token ? self.renderInlineAsText(token.children ?? [], options, env) : '',
    );
  }
  token.attrSet('loading', 'lazy');
  return defaultImage
    ? defaultImage(tokens, index, options, env, self)
    : self.renderToken(tokens, index, options);
};

/** The article's body as safe HTML: rendered, then kept to the tags and attributes the renderer may write. */
export function renderArticleMarkdown(source: string): string {
  return keepAllowedHtml(markdown.render(source));
}
