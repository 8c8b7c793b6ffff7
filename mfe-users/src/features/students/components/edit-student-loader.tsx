import { apiErrorMessage } from '@academias/shared/api';
import { showToast } from '@academias/shared/events';
import { useEffect } from 'react';
import { useStudent } from '../api/student-queries.ts';
import { StudentFormDialog } from './lazy-student-form-dialog.ts';

/** Opens the edit form once the student's full record (with guardians) has loaded. */
export const EditStudentLoader = ({ id, onClose }: { id: number; onClose: () => void }) => {
  const student = useStudent(id);
  useEffect(() => {
    if (student.isError) {
      showToast({
        type: 'error',
        title: 'No se pudo abrir el alumno',
        description: apiErrorMessage(student.error),
      });
      onClose();
    }
  }, [student.isError, student.error, onClose]);
  return student.data ? <StudentFormDialog student={student.data} onClose={onClose} /> : null;
};
