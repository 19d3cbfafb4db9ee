// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PointsChecklist } from './points-checklist';

const points = [
  { german: 'Dank', cues: [], translation: 'Thanks' },
  { german: 'Termin', cues: [], translation: 'Date' },
  { german: 'Ort', cues: [], translation: 'Place' },
  { german: 'Frage', cues: [], translation: 'Question' },
];

describe('the guiding points checklist', () => {
  it('shows each point in German with its translation by default', () => {
    render(<PointsChecklist lang="de" points={points} handled={[]} onChange={() => {}} />);
    expect(screen.getByTestId('trainer-checklist')).toHaveTextContent('Dank');
    expect(screen.getByTestId('trainer-checklist')).toHaveTextContent('Thanks');
  });

  it('shows the points in German only without glosses (the timed run)', () => {
    render(<PointsChecklist lang="de" points={points} handled={[]} onChange={() => {}} glosses={false} />);
    const list = screen.getByTestId('trainer-checklist');
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    for (const p of points) {
      expect(list).toHaveTextContent(p.german);
      expect(list).not.toHaveTextContent(p.translation);
    }
  });
});
