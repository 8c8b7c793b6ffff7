/** Every text of the ward selector of the family screens (one place, es-CL). */
export const wardTexts = {
  /** The group's name for screen readers and its visible label. */
  label: 'Ver alumno',
  all: 'Todos',
} as const;
