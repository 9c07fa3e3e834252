/** Account recovery, phone sign-in and private registration (/common/*): Chinese texts (the reference table of this area). */
export const accountMessagesCn = {} as const;
