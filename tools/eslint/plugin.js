/**
 * Project rules for ESLint.
 * - no-bare-jsx-text: every user-visible string in JSX is an i18n key. JSX text with letters, and
 *   letters in the user-visible attributes (placeholder, title, alt, aria-label, label), are errors.
 *   Text made only of digits, punctuation and symbols (e.g. "/", "%", "·") is allowed.
 */
const LETTERS = /\p{L}/u;
const VISIBLE_ATTRIBUTES = new Set(['placeholder', 'title', 'alt', 'aria-label', 'label', 'description', 'content', 'confirmText', 'cancelText', 'okText', 'emptyText']);

const noBareJsxText = {
  meta: {
    type: 'problem',
    docs: { description: 'user-visible text must come from i18n' },
    schema: [],
    messages: {
      text: 'User-visible text "{{text}}" must be an i18n key (t(...)).',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (LETTERS.test(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!VISIBLE_ATTRIBUTES.has(name) || !node.value) return;
        if (node.value.type === 'Literal' && typeof node.value.value === 'string' && LETTERS.test(node.value.value)) {
          report(node, node.value.value);
        }
        if (
          node.value.type === 'JSXExpressionContainer' &&
          node.value.expression.type === 'Literal' &&
          typeof node.value.expression.value === 'string' &&
          LETTERS.test(node.value.expression.value)
        ) {
          report(node, node.value.expression.value);
        }
      },
      'JSXExpressionContainer > Literal'(node) {
        if (node.parent.parent?.type === 'JSXAttribute') return;
        if (typeof node.value === 'string' && LETTERS.test(node.value)) report(node, node.value);
      },
      'JSXExpressionContainer > TemplateLiteral'(node) {
        if (node.parent.parent?.type === 'JSXAttribute') return;
        if (node.quasis.some((q) => LETTERS.test(q.value.cooked ?? ''))) report(node, node.quasis[0]?.value.cooked ?? '');
      },
    };
  },
};

export default { rules: { 'no-bare-jsx-text': noBareJsxText } };
