/** An answer as the sheet prints it: letters as they are, listening's − as a real minus sign. */
export function optionFace(letter: string): string {
  return letter === '-' ? '−' : letter;
}
