/**
 * Content bodies are plain text (SPEC section 7 content): paragraphs separated by blank lines,
 * '## ' starts a heading, '- ' starts a bullet. They are parsed into blocks and rendered as React
 * text, never as HTML, so no markup in a body can run.
 */
export type Block = { kind: 'heading'; text: string } | { kind: 'paragraph'; lines: string[] } | { kind: 'list'; items: string[] };

export function parseRichText(body: string): Block[] {
  const blocks: Block[] = [];
  const chunks = body.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  for (const chunk of chunks) {
    let paragraph: string[] = [];
    let list: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', lines: paragraph });
      paragraph = [];
    };
    const flushList = () => {
      if (list.length) blocks.push({ kind: 'list', items: list });
      list = [];
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      if (line.startsWith('## ')) {
        flushParagraph();
        flushList();
        blocks.push({ kind: 'heading', text: line.slice(3).trim() });
      } else if (line.startsWith('- ')) {
        flushParagraph();
        list.push(line.slice(2).trim());
      } else {
        flushList();
        paragraph.push(line);
      }
    }
    flushParagraph();
    flushList();
  }
  return blocks;
}
