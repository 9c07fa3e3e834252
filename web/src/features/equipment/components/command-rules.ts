/** The command's name: letters, digits and `_ . -`, at most this many (the server's rule). */
export const COMMAND_MAX = 64;
const COMMAND_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** What is wrong with a command's name (trimmed), or undefined when it may be sent. */
export function commandProblem(name: string): 'required' | 'tooLong' | 'pattern' | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > COMMAND_MAX) return 'tooLong';
  return COMMAND_PATTERN.test(trimmed) ? undefined : 'pattern';
}

/** The parameters as an object, or undefined when the text is not a JSON object (an array, null, a number…). */
export function paramsOf(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
