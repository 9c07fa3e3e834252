import Box from '@cloudscape-design/components/box';

/** What a console table shows when it has no rows: one bold line, centred. */
export function TableEmpty(props: { text: string }) {
  return (
    <Box textAlign="center" color="inherit">
      <b>{props.text}</b>
    </Box>
  );
}
