import { Fragment } from 'react';
import { paragraphs } from '@studio/contracts/text';

/**
 * Plain text as paragraphs: a blank line starts a new paragraph, a single line break stays a line break.
 * React escapes everything, so the text can never inject markup.
 */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {paragraphs(text).map((p, i) => (
        <p key={i}>
          {p.split('\n').map((line, j) => (
            <Fragment key={j}>
              {j > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
