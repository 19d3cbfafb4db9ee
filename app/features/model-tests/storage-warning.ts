/** Whether this visit has told the learner that storage fails: the model-test pages say it once. */
let warned = false;

/** Runs `tell` the first time a model-test page finds storage failing in this visit. */
export function warnOnce(tell: () => void): void {
  if (warned) return;
  warned = true;
  tell();
}
