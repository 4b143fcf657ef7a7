import type { ReactNode } from 'react';

interface Step {
  title: string;
  text: ReactNode;
}

interface Props {
  steps: readonly Step[];
  className?: string;
  /** h4 where the steps sit under a section's own h3 */
  headingLevel?: 'h3' | 'h4';
}

/** Numbered steps (01, 02…): the studio's process on the home page, service pages and case studies. */
export function ProcessSteps({ steps, className, headingLevel: Heading = 'h3' }: Props) {
  return (
    <ol className={className ? `process-steps ${className}` : 'process-steps'}>
      {steps.map((step, i) => (
        <li key={step.title} className="process-steps__item">
          <span className="process-steps__number" aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          <Heading>{step.title}</Heading>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
