/** Whether a value has a uuid's shape: checked before a query casts it, so a stray value finds nothing rather than failing. */
export const isUuidShaped = (value: string) => /^[0-9a-f-]{36}$/i.test(value);
