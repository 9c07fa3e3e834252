import { useRef, useState, type ChangeEvent } from 'react';

/**
 * A text file the user picks through a hidden `<input type="file">` (a CSV of invitations or of gateways): the
 * input's ref, the button's `choose`, the `onChange` that reads the file's text into `onText`, and the file's name
 * until `forget`. The same file can be picked again.
 */
export function useTextFile(onText: (text: string) => void) {
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string>();
  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    onText(await file.text());
    setFileName(file.name);
    event.target.value = '';
  };
  return {
    input,
    fileName,
    choose: () => input.current?.click(),
    onChange: (event: ChangeEvent<HTMLInputElement>) => void read(event),
    forget: () => setFileName(undefined),
  };
}
