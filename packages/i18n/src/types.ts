/** The shape of a namespace in another language: the same keys as English, any strings. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
