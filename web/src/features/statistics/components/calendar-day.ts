/** The calendar day a date picker's date names (its local midnight), as `YYYY-MM-DD`. */
export const calendarDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
