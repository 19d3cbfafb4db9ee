/**
 * The attribute of the "Practise this task" button. The sheet's blocks are markup built at build
 * time (docs/decisions/0003), so the button cannot carry a React handler: the writing trainer finds
 * it by this attribute and listens for it on the document.
 */
export const TRAINER_TRIGGER = 'data-writing-trainer';
