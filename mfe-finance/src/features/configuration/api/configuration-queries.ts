import { callApi } from '@academias/shared/api';
import * as academiesApi from '@academias/shared/contract/academies';
import * as settingsApi from '@academias/shared/contract/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CommissionFormData,
  IssuerFormData,
  TeacherPercentData,
} from '../configuration-schemas.ts';

export const settingsKeys = {
  commission: ['getTransbankCommission'] as const,
  billingRules: ['getAcademyBillingRules'] as const,
  issuer: ['getIssuerSettings'] as const,
  academy: (id: number) => ['academies', 'detail', id] as const,
};

export const useCommission = () =>
  useQuery({
    queryKey: settingsKeys.commission,
    queryFn: () => callApi(settingsApi.getTransbankCommission),
  });

export const useUpdateCommission = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: CommissionFormData) =>
      callApi(settingsApi.updateTransbankCommission, { body: { data } }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.commission }),
  });
};

/** Removes a commission that has not applied yet (the server refuses past ones). */
export const useDeleteCommission = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callApi(settingsApi.deleteTransbankCommission, { body: { data: { id } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.commission }),
  });
};

export const useIssuerSettings = () =>
  useQuery({
    queryKey: settingsKeys.issuer,
    queryFn: () => callApi(settingsApi.getIssuerSettings),
  });

export const useUpdateIssuer = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: IssuerFormData) =>
      callApi(settingsApi.updateIssuerSettings, { body: { data } }),
    onSuccess: (saved) => client.setQueryData(settingsKeys.issuer, saved),
  });
};

/** An academy's teachers, their current share and every dated entry (getAcademyById). */
export const useAcademyDetail = (id: number | null) =>
  useQuery({
    queryKey: settingsKeys.academy(id ?? 0),
    queryFn: () => callApi(academiesApi.getAcademyById, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });

export const useSavePercent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: TeacherPercentData) => callApi(academiesApi.savePercent, { body: { data } }),
    onSuccess: (_, data) =>
      client.invalidateQueries({ queryKey: settingsKeys.academy(data.academyId) }),
  });
};

export const useDeletePercent = (academyId: number | null) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(academiesApi.deletePercent, { body: { data: { id } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.academy(academyId ?? 0) }),
  });
};

/** Each academy's rule for a first month started after the 1st. */
export const useBillingRules = () =>
  useQuery({
    queryKey: settingsKeys.billingRules,
    queryFn: () => callApi(academiesApi.getAcademyBillingRules),
  });

export const useSaveBillingRule = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: { academyId: number; firstChargeRule: academiesApi.FirstChargeRule }) =>
      callApi(academiesApi.saveAcademyBillingRule, { body: { data } }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.billingRules }),
  });
};
