/** Texts of the top bar and of the frame painted before it (app-frame.tsx). */
export const layoutTexts = {
  product: 'Academias',
  welcome: (name: string) => `Bienvenid@ ${name}`,
  loading: 'Cargando…',
} as const;
