/**
 * The columns a student import file may carry. Headers are matched loosely (case, accents,
 * spaces and punctuation ignored) against the aliases, so a sheet exported from another system
 * or typed by hand in Excel is accepted as long as its headers say what the column holds.
 */
export interface ImportColumn {
  /** Field of the import row (mapped to the contract's student data when saved). */
  key: ImportField;
  /** Header shown in the preview and written in the template. */
  label: string;
  required: boolean;
  aliases: readonly string[];
}

export const importFields = [
  'rut',
  'firstName',
  'lastName',
  'email',
  'phone',
  'birthDate',
  'address',
  'guardianRut',
  'guardianName',
  'guardianEmail',
  'guardianPhone',
] as const;
export type ImportField = (typeof importFields)[number];

export const importColumns: readonly ImportColumn[] = [
  {
    key: 'rut',
    label: 'RUT',
    required: true,
    aliases: ['rut', 'run', 'rut alumno', 'rut estudiante'],
  },
  {
    key: 'firstName',
    label: 'Nombres',
    required: true,
    aliases: ['nombres', 'nombre', 'nombre alumno', 'first name'],
  },
  {
    key: 'lastName',
    label: 'Apellidos',
    required: true,
    aliases: ['apellidos', 'apellido', 'last name'],
  },
  {
    key: 'email',
    label: 'Correo',
    required: false,
    aliases: ['correo', 'email', 'e-mail', 'mail', 'correo electronico'],
  },
  {
    key: 'phone',
    label: 'Teléfono',
    required: false,
    aliases: ['telefono', 'fono', 'celular', 'movil', 'phone'],
  },
  {
    key: 'birthDate',
    label: 'Fecha de nacimiento',
    required: false,
    aliases: ['fecha de nacimiento', 'fecha nacimiento', 'nacimiento', 'birth date'],
  },
  {
    key: 'address',
    label: 'Dirección',
    required: false,
    aliases: ['direccion', 'domicilio', 'address'],
  },
  {
    key: 'guardianRut',
    label: 'RUT apoderado',
    required: false,
    aliases: ['rut apoderado', 'rut del apoderado', 'rut tutor'],
  },
  {
    key: 'guardianName',
    label: 'Nombre apoderado',
    required: false,
    aliases: ['nombre apoderado', 'apoderado', 'nombre del apoderado', 'tutor'],
  },
  {
    key: 'guardianEmail',
    label: 'Correo apoderado',
    required: false,
    aliases: ['correo apoderado', 'email apoderado', 'correo del apoderado'],
  },
  {
    key: 'guardianPhone',
    label: 'Teléfono apoderado',
    required: false,
    aliases: [
      'telefono apoderado',
      'fono apoderado',
      'celular apoderado',
      'telefono del apoderado',
    ],
  },
];

/** `Teléfono  Apoderado:` -> `telefono apoderado`. */
export const normalizeHeader = (header: string): string =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const byAlias = new Map<string, ImportField>(
  importColumns.flatMap((c) =>
    [c.label, ...c.aliases].map((a) => [normalizeHeader(a), c.key] as const),
  ),
);

/** The field a header names, or undefined for a column the import ignores. */
export const fieldForHeader = (header: string): ImportField | undefined =>
  byAlias.get(normalizeHeader(header));

export const columnLabel = (field: ImportField): string =>
  importColumns.find((c) => c.key === field)?.label ?? field;
