import { endpoint } from '../endpoint';

const prescriptions = () => import('../prescriptions');

/**
 * POST /customer/order/prescription (multipart `order_attachment`, 1 to 3 images): stores the
 * caller's prescription images for the checkout; place names them in `order_attachment`.
 */
export const prescriptionUpload = endpoint({
  method: 'POST',
  path: '/customer/order/prescription',
  tags: ['orders'],
  errors: [401, 403, 422],
  schemas: async () => {
    const { PrescriptionUploadBodySchema, PrescriptionUploadedSchema } = await prescriptions();
    return { body: PrescriptionUploadBodySchema, response: PrescriptionUploadedSchema };
  },
});

/**
 * GET /operator/orders/{id} for the store operator (X-Operator-Key): the order, its lines and
 * signed links to its prescription images.
 */
export const operatorOrderDetails = endpoint({
  method: 'GET',
  path: '/operator/orders/:id',
  tags: ['operator'],
  errors: [401, 403, 404, 422],
  schemas: async () => {
    const [{ OperatorOrderSchema }, { OperatorOrderParamsSchema }] = await Promise.all([
      prescriptions(),
      import('../order-tracking'),
    ]);
    return { params: OperatorOrderParamsSchema, response: OperatorOrderSchema };
  },
});
