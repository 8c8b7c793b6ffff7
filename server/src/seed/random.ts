import { rutCheckDigit } from '@academias/shared/domain';

/** Deterministic PRNG (mulberry32): the demo data is the same on every first start. */
export const createRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, int, pick };
};
export type Random = ReturnType<typeof createRandom>;

/** A valid RUT (normalised) not in `used`. */
export const uniqueRut = (
  random: Random,
  used: Set<string>,
  min = 5_000_000,
  max = 26_000_000,
): string => {
  for (;;) {
    const body = random.int(min, max);
    const rut = `${body}-${rutCheckDigit(body)}`;
    if (!used.has(rut)) {
      used.add(rut);
      return rut;
    }
  }
};

export const FIRST_NAMES = [
  'Sofía',
  'Isidora',
  'Agustina',
  'Florencia',
  'Martina',
  'Emilia',
  'Josefa',
  'Catalina',
  'Antonella',
  'Trinidad',
  'Valentina',
  'Fernanda',
  'Javiera',
  'Constanza',
  'Maite',
  'Amanda',
  'Renata',
  'Ignacia',
  'Francisca',
  'Antonia',
  'Benjamín',
  'Vicente',
  'Martín',
  'Matías',
  'Joaquín',
  'Agustín',
  'Tomás',
  'Maximiliano',
  'Cristóbal',
  'Lucas',
  'Sebastián',
  'Diego',
  'Felipe',
  'Nicolás',
  'Gaspar',
  'Bastián',
  'Alonso',
  'Mateo',
  'Santiago',
  'Ignacio',
] as const;

export const LAST_NAMES = [
  'González',
  'Muñoz',
  'Rojas',
  'Díaz',
  'Pérez',
  'Soto',
  'Contreras',
  'Silva',
  'Martínez',
  'Sepúlveda',
  'Morales',
  'Rodríguez',
  'López',
  'Fuentes',
  'Hernández',
  'Torres',
  'Araya',
  'Flores',
  'Espinoza',
  'Valenzuela',
  'Castillo',
  'Tapia',
  'Reyes',
  'Gutiérrez',
  'Castro',
  'Pizarro',
  'Álvarez',
  'Vásquez',
  'Sánchez',
  'Fernández',
  'Ramírez',
  'Carrasco',
  'Gómez',
  'Cortés',
  'Herrera',
  'Núñez',
  'Jara',
  'Vergara',
  'Rivera',
  'Figueroa',
] as const;

export const STREETS = [
  'Av. Providencia',
  'Los Leones',
  'Av. Irarrázaval',
  'Manuel Montt',
  'Av. Grecia',
  'Pedro de Valdivia',
  'Av. Macul',
  'Suecia',
] as const;

/** `maría josé` -> `maria.jose`: ASCII for usernames and e-mail addresses. */
export const ascii = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.');
