import { callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import type { FirstChargeRule } from '@academias/shared/contract/academies';
import { useMutation, useQuery, useQueryClient } from '@academias/shared/query';
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
    queryFn: () => callApi(routes.getTransbankCommission),
  });

export const useUpdateCommission = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: CommissionFormData) =>
      callApi(routes.updateTransbankCommission, { body: { data } }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.commission }),
  });
};

/** Removes a commission that has not applied yet (the server refuses past ones). */
export const useDeleteCommission = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callApi(routes.deleteTransbankCommission, { body: { data: { id } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.commission }),
  });
};

export const useIssuerSettings = () =>
  useQuery({
    queryKey: settingsKeys.issuer,
    queryFn: () => callApi(routes.getIssuerSettings),
  });

export const useUpdateIssuer = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: IssuerFormData) => callApi(routes.updateIssuerSettings, { body: { data } }),
    onSuccess: (saved) => client.setQueryData(settingsKeys.issuer, saved),
  });
};

/** An academy's teachers, their current share and every dated entry (getAcademyById). */
export const useAcademyDetail = (id: number | null) =>
  useQuery({
    queryKey: settingsKeys.academy(id ?? 0),
    queryFn: () => callApi(routes.getAcademyById, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });

export const useSavePercent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: TeacherPercentData) => callApi(routes.savePercent, { body: { data } }),
    onSuccess: (_, data) =>
      client.invalidateQueries({ queryKey: settingsKeys.academy(data.academyId) }),
  });
};

export const useDeletePercent = (academyId: number | null) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(routes.deletePercent, { body: { data: { id } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.academy(academyId ?? 0) }),
  });
};

/** Each academy's rule for a first month started after the 1st. */
export const useBillingRules = () =>
  useQuery({
    queryKey: settingsKeys.billingRules,
    queryFn: () => callApi(routes.getAcademyBillingRules),
  });

export const useSaveBillingRule = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: { academyId: number; firstChargeRule: FirstChargeRule }) =>
      callApi(routes.saveAcademyBillingRule, { body: { data } }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.billingRules }),
  });
};
