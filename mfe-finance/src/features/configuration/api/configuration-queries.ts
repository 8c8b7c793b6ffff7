import { callApi } from '@academias/shared/api';
import { contract } from '@academias/shared/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CommissionFormData,
  IssuerFormData,
  TeacherPercentData,
} from '../configuration-schemas.ts';

export const settingsKeys = {
  commission: ['getTransbankCommission'] as const,
  issuer: ['getIssuerSettings'] as const,
  academy: (id: number) => ['academies', 'detail', id] as const,
};

export const useCommission = () =>
  useQuery({
    queryKey: settingsKeys.commission,
    queryFn: () => callApi(contract.getTransbankCommission),
  });

export const useUpdateCommission = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: CommissionFormData) =>
      callApi(contract.updateTransbankCommission, { body: { data } }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.commission }),
  });
};

export const useIssuerSettings = () =>
  useQuery({ queryKey: settingsKeys.issuer, queryFn: () => callApi(contract.getIssuerSettings) });

export const useUpdateIssuer = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: IssuerFormData) =>
      callApi(contract.updateIssuerSettings, { body: { data } }),
    onSuccess: (saved) => client.setQueryData(settingsKeys.issuer, saved),
  });
};

/** An academy's teachers and their current share (getAcademyById). */
export const useAcademyDetail = (id: number | null) =>
  useQuery({
    queryKey: settingsKeys.academy(id ?? 0),
    queryFn: () => callApi(contract.getAcademyById, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });

export const useSavePercent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: TeacherPercentData) => callApi(contract.savePercent, { body: { data } }),
    onSuccess: (_, data) =>
      client.invalidateQueries({ queryKey: settingsKeys.academy(data.academyId) }),
  });
};

export const useDeletePercent = (academyId: number | null) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(contract.deletePercent, { body: { data: { id } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.academy(academyId ?? 0) }),
  });
};
