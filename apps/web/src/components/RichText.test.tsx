import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { RichText } from './RichText';
import { parseRichText } from './rich-text';

describe('plain-text bodies', () => {
  it('parses blank-line paragraphs, ## headings and - bullets', () => {
    expect(parseRichText('Intro line\nsecond line\n\n## Rules\n- one\n- two\n\nEnd')).toEqual([
      { kind: 'paragraph', lines: ['Intro line', 'second line'] },
      { kind: 'heading', text: 'Rules' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', lines: ['End'] },
    ]);
  });

  it('renders markup as text, never as HTML', () => {
    const { container } = render(<RichText text={'<img src=x onerror=alert(1)>\n\n## <b>bold</b>'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('p')!.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(container.querySelector('h2')!.textContent).toBe('<b>bold</b>');
  });
});
