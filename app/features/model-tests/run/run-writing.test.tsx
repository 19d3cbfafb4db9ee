// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MODEL_TESTS } from '~/content/model-tests/index.server';
import { modelTestWriting } from '~/site/model-test-pages.server';
import { TaskSheet } from './run-writing';

const task = MODEL_TESTS['1'].writing;

describe('the e-mail task sheet of the written run', () => {
  it('gives the instruction line in German above the points, on the English page too', () => {
    render(<TaskSheet writing={modelTestWriting('1', 'en')!} lang="en" />);
    const line = screen.getByTestId('run-instruction');
    expect(line).toHaveTextContent(task.instruction.german);
    expect(line.querySelector('[lang="de"]')).toHaveTextContent(task.instruction.german);
    expect(line.compareDocumentPosition(screen.getByText(task.points[0].german))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('shows no English while the e-mail is timed', () => {
    const { container } = render(<TaskSheet writing={modelTestWriting('1', 'en')!} lang="en" />);
    expect(container).not.toHaveTextContent(task.instruction.translation);
    for (const point of task.points) expect(container).not.toHaveTextContent(point.translation);
  });

  it('adds the translations on the English page once the e-mail is collected', () => {
    const { container } = render(<TaskSheet writing={modelTestWriting('1', 'en')!} lang="en" glosses />);
    expect(container).toHaveTextContent(task.instruction.translation);
    for (const point of task.points) expect(container).toHaveTextContent(point.translation);
  });
});
