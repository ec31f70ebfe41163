// A picker (Select) holds whatever string its option has; the schema checks it is one it knows.
type Held<T> = T extends string ? string : T;

/**
 * What a form holds for a zod schema's input (`FormValues<z.input<typeof schema>>`): every
 * field present, a picker's value as any string, and the fields named in `Empty` possibly
 * still empty (null), as a picker is before a choice. The schema, not this type, says what is
 * valid: on the form and on the server alike.
 */
export type FormValues<Input, Empty extends keyof Input = never> = {
  [K in keyof Input]-?: Held<Exclude<Input[K], undefined>> | (K extends Empty ? null : never);
};
