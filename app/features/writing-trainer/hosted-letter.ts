import { selfAssessment } from './self-assessment';
import { loadSession, NEW_SESSION, saveSession } from './trainer-session';

/**
 * A letter that another page hosts in the trainer under its own session key (the model test's
 * e-mail): started fresh, handed in for the self-assessment, read back as points.
 */
export const hostedLetter = {
  reset(route: string): void {
    saveSession(route, NEW_SESSION);
  },
  toAssessment(route: string): void {
    saveSession(route, { ...loadSession(route), stage: 'assess' });
  },
  points(route: string): number | null {
    const session = loadSession(route);
    return selfAssessment(session.handled.length, session.grades).total?.score ?? null;
  },
};
