// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MODEL_TESTS } from '~/content/model-tests/index.server';
import { modelTestMessages } from '~/i18n/model-test-messages';
import { STOPPED } from '~/lib/stopwatch';
import type { OralRun } from '~/stores/model-test-records';
import { Sheets } from './oral-sheets';

const tasks = MODEL_TESTS['1'].oral;
const text = modelTestMessages('de');
const o = text.oral;
const run = (mode: OralRun['mode'], role: OralRun['role']): OralRun => ({
  test: '1',
  mode,
  role,
  clock: STOPPED,
});

describe('the oral task sheets', () => {
  it('shows two people at one screen one sheet of part 2 at a time, with the choice of person', () => {
    const onPerson = vi.fn();
    render(
      <Sheets tasks={tasks} lang="de" text={text} run={run('pair', 'A')} person="A" onPerson={onPerson} />,
    );
    expect(screen.getByTestId('oral-sheet-A')).toHaveTextContent(tasks.part2.a.text.german);
    expect(screen.queryByTestId('oral-sheet-B')).toBeNull();
    expect(document.body).not.toHaveTextContent(tasks.part2.b.text.german);
    expect(screen.getByRole('radio', { name: o.personA })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: o.personB }));
    expect(onPerson).toHaveBeenCalledWith('B');
  });

  it('shows person B only sheet B', () => {
    render(
      <Sheets tasks={tasks} lang="de" text={text} run={run('pair', 'B')} person="B" onPerson={() => {}} />,
    );
    expect(screen.getByTestId('oral-sheet-B')).toHaveTextContent(tasks.part2.b.text.german);
    expect(document.body).not.toHaveTextContent(tasks.part2.a.text.german);
    expect(screen.getByRole('radio', { name: o.personB })).toBeChecked();
  });

  it('shows one person alone their own sheet, no choice of person, and the partner’s questions', () => {
    render(<Sheets tasks={tasks} lang="de" text={text} run={run('alone', 'B')} person="B" />);
    expect(screen.getByTestId('oral-sheet-B')).toBeInTheDocument();
    expect(screen.queryByTestId('oral-sheet-A')).toBeNull();
    expect(screen.queryByTestId('oral-person')).toBeNull();
    expect(screen.getByText(o.aloneHint)).toBeInTheDocument();
  });
});
