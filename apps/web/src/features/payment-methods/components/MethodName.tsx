import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/TextLink.tsx';
import type { PaymentMethodRow } from '../api/get-payment-methods.ts';

export type MethodNameProps = { method: Pick<PaymentMethodRow, 'method'> };

/** A method's name in the interface language, linking to its detail, with its id under it. */
export const MethodName = ({ method }: MethodNameProps) => {
  const { t } = useTranslation('paymentMethods');
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={2}>
      <TextLink to={method.method}>{t(`method.${method.method}`)}</TextLink>
      <code style={{ fontFamily: token.fontFamilyCode, color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
        {method.method}
      </code>
    </Flex>
  );
};
