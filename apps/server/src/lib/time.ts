/** Times on the wire are Unix seconds (ARCHITECTURE §3). */
export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export const dayMs = 24 * 60 * 60 * 1000;
