/** A LIKE pattern matching `text` anywhere, its wildcards (% _) and the escape character taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
