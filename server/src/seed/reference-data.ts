import type { Db } from '../db/db-handle.ts';
import {
  issuerSettings,
  planTypes,
  profileTypes,
  serviceTypes,
  transbankCommissions,
} from '../db/schema/index.ts';

/** The four profiles, one per user type (0 admin, 1 teacher, 2 student, 3 guardian). */
export const profileTypeRows = [
  { name: 'Administrador', userType: 0 },
  { name: 'Profesor', userType: 1 },
  { name: 'Alumno', userType: 2 },
  { name: 'Apoderado', userType: 3 },
];

/** Catalogues every installation needs: profile, plan and service types, commission, issuer. */
export const seedReferenceData = async (db: Db): Promise<void> => {
  await db.insert(profileTypes).values(profileTypeRows).onConflictDoNothing();
  await db
    .insert(planTypes)
    .values([
      { name: 'Mensual', billingMonths: 1 },
      { name: 'Semestral', billingMonths: 6 },
      { name: 'Anual', billingMonths: 12 },
      { name: 'Clase especial', billingMonths: null },
    ])
    .onConflictDoNothing();
  await db
    .insert(serviceTypes)
    .values([
      { name: 'Clases grupales' },
      { name: 'Clases individuales' },
      { name: 'Taller' },
      { name: 'Entrenamiento' },
    ])
    .onConflictDoNothing();
  await db
    .insert(transbankCommissions)
    .values([
      { percent: 2.95, fixedAmount: 0, validFrom: '2025-01-01' },
      { percent: 2.89, fixedAmount: 0, validFrom: '2026-07-01' },
    ])
    .onConflictDoNothing();
  await db
    .insert(issuerSettings)
    .values({
      id: 1,
      rut: '76543210-3',
      businessName: 'Academias Andes SpA',
      giro: 'Enseñanza de música, danza y deportes',
      address: 'Av. Providencia 1234, oficina 501',
      comuna: 'Providencia',
      email: 'contacto@academias.cl',
      phone: '+56223456789',
      documentType: 41,
    })
    .onConflictDoNothing();
};
