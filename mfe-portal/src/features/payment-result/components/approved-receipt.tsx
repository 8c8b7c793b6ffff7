import {
  Alert,
  Box,
  Button,
  Card,
  Heading,
  Stack,
  Table,
  Text,
  chakra,
} from '@academias/shared/ui';
import { formatClp, formatDateTime, formatPeriod } from '@academias/shared/format';
import { Link as RouterLink } from '@academias/shared/router';
import type { ApprovedPayment } from '../approved-payment.ts';
import { installmentsLabel, paymentTypeLabel } from '../payment-type-label.ts';

interface ApprovedReceiptProps {
  payment: ApprovedPayment;
  /** The portal's search page, relative to this page's path, to pay something else. */
  homeTo: string;
}

const Row = ({ label, value }: { label: string; value: string }) => (
  <Box
    display="grid"
    gridTemplateColumns={{ base: '1fr', sm: '16rem 1fr' }}
    gap={{ base: '0', sm: '4' }}
    py="2"
    borderBottomWidth="1px"
  >
    <chakra.dt color="fg.muted">{label}</chakra.dt>
    <chakra.dd m="0" fontWeight="semibold">
      {value}
    </chakra.dd>
  </Box>
);

/** What Transbank requires a commerce to show after an approved Webpay payment, plus the boleta. */
export const ApprovedReceipt = ({ payment, homeTo }: ApprovedReceiptProps) => (
  <Stack gap="5">
    <Alert.Root status="success" variant="subtle" borderRadius="lg" p="5">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title as="h2" fontSize="xl">
          Pago aprobado
        </Alert.Title>
        <Alert.Description fontSize="md">
          Tu pago de {formatClp(payment.amount)} fue aprobado y tus cobros quedaron pagados. Si tu
          academia tiene tu correo, también te enviaremos el comprobante.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>

    <Card.Root>
      <Card.Body>
        <Heading as="h3" size="md" mb="2">
          Detalle de la transacción
        </Heading>
        <chakra.dl m="0">
          <Row label="Orden de compra" value={payment.buyOrder} />
          <Row label="Comercio" value={payment.commerceName} />
          <Row label="Monto pagado" value={formatClp(payment.amount)} />
          <Row label="Código de autorización" value={payment.authorizationCode} />
          <Row label="Fecha y hora" value={formatDateTime(payment.transactionDate)} />
          <Row label="Tipo de pago" value={paymentTypeLabel(payment.paymentTypeCode)} />
          <Row label="Cuotas" value={installmentsLabel(payment.installments)} />
          <Row
            label="Tarjeta"
            value={payment.cardLast4 ? `**** **** **** ${payment.cardLast4}` : 'No informada'}
          />
        </chakra.dl>
      </Card.Body>
    </Card.Root>

    <Card.Root>
      <Card.Body>
        <Table.Root size="md">
          <Table.Caption
            captionSide="top"
            textAlign="start"
            fontSize="md"
            fontWeight="semibold"
            color="fg"
            mb="2"
          >
            Lo que pagaste
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Cobro</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Monto</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {payment.items.map((item, index) => (
              <Table.Row key={index}>
                <Table.Cell>
                  <Text>{item.description}</Text>
                  {/* Charges often name their month already ("Piano mensual - marzo 2026"). */}
                  {item.period && !item.description.includes(formatPeriod(item.period)) && (
                    <Text color="fg.muted">{formatPeriod(item.period)}</Text>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatClp(item.amount)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row>
              <Table.Cell fontWeight="bold">Total</Table.Cell>
              <Table.Cell textAlign="end" fontWeight="bold" whiteSpace="nowrap">
                {formatClp(payment.amount)}
              </Table.Cell>
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Card.Body>
    </Card.Root>

    <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
      {payment.boletaUrl ? (
        <Button asChild size="xl">
          <a href={payment.boletaUrl} target="_blank" rel="noopener">
            Descargar boleta{payment.boletaLabel ? ` ${payment.boletaLabel}` : ''} (PDF)
          </a>
        </Button>
      ) : (
        <Text color="fg.muted">La boleta se está emitiendo y te llegará por correo.</Text>
      )}
      <Button asChild size="xl" variant="outline">
        <RouterLink to={homeTo} relative="path">
          Volver al portal
        </RouterLink>
      </Button>
    </Stack>
    <Text fontSize="sm" color="fg.muted">
      Guarda o imprime esta página como comprobante. Si tienes dudas sobre este pago, contacta a tu
      academia indicando la orden de compra.
    </Text>
  </Stack>
);
