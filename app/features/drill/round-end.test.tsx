// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '~/i18n/messages';
import { href } from '~/site/paths';
import { PLAN_KEY } from '~/stores/plan-key';
import { RoundEnd } from './round-end';

const round = { known: 3, notKnown: 1 } as Parameters<typeof RoundEnd>[0]['round'];

function show() {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <RoundEnd
          lang="de"
          title="Trainer"
          round={round}
          due={0}
          limitReached={false}
          anyway={0}
          onNext={() => {}}
        />
      ),
    },
  ]);
  render(<Stub />);
}

describe('the end of a drill round', () => {
  afterEach(() => localStorage.clear());

  it('leads back to the study plan when this browser has one', async () => {
    localStorage.setItem(PLAN_KEY, '{"version":2,"written":"2026-06-12"}');
    show();
    const link = await screen.findByRole('link', { name: messages('de').plan.todayTitle });
    expect(link).toHaveAttribute('href', href.plan('de'));
  });

  it('does not offer a plan that does not exist', async () => {
    show();
    await screen.findByRole('link', { name: /Trainer/ });
    expect(screen.queryByTestId('drill-to-plan')).toBeNull();
  });
});
