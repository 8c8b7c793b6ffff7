/** Demo logins seeded on the embedded database (README). */
export const DEMO_PASSWORD = 'Demo.2026';
export const demoUsers = {
  admin: { username: 'admin', type: 0 },
  teacher: { username: 'profesor', type: 1 },
  student: { username: 'alumno', type: 2 },
} as const;
export type DemoRole = keyof typeof demoUsers;
