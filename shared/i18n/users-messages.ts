/** User data, lists and deregistration: Chinese texts (the reference table of this area). */
export const usersMessagesCn = {} as const;
