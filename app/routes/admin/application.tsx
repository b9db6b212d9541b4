/**
 * /admin/applications/{application_id}: one host application, its identity photos (served by
 * server/routes/staff-documents.ts, every load audited), approve, or refuse with a reason (ADR 091).
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { ERRORS } from '../../../common/errors';
import { ID_DOCUMENTS, documentPath, type ApplicationState, type IdDocumentType } from '../../../common/creators';
import { ApplicationDetailView } from '../../features/admin/ApplicationsViews';
import { ConsoleFrame } from '../../features/admin/ConsoleFrame';
import { requireStaff } from '../../features/admin/staff.server';
import { orRouteError } from '../../features/session/access.server';
import { formAction, formFields, type FormResult } from '../../lib/form-action.server';

export { RouteErrorBoundary as ErrorBoundary } from '../../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../../lib/meta';

function applicationId(params: LoaderFunctionArgs['params']): number {
  const id = Number(params.application_id);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw data({ code: ERRORS.APPLICATION_NOT_FOUND.code, message: ERRORS.APPLICATION_NOT_FOUND.message }, { status: 404 });
  return id;
}

export async function loader({ context, params }: LoaderFunctionArgs) {
  requireStaff(context);
  const id = applicationId(params);
  const { application: a, userName, email, earlierApplications } = await orRouteError(context.services.creators.detail(id));
  const photos = [
    { side: 'front', label: 'Front of the ID', mediaId: a.frontMediaId },
    { side: 'back', label: 'Back of the ID', mediaId: a.backMediaId },
    { side: 'selfie', label: 'Selfie holding the ID', mediaId: a.selfieMediaId },
  ];
  return {
    application: {
      id: a.id,
      state: a.state as ApplicationState,
      userName,
      email,
      legalName: a.legalName,
      birthday: a.birthday,
      country: a.country,
      documentType: ID_DOCUMENTS[a.documentType as IdDocumentType]?.label ?? a.documentType,
      agreementVersion: a.agreementVersion,
      agreementAcceptedAt: a.agreementAcceptedAt.toISOString(),
      reason: a.reason,
      createdAt: a.createdAt.toISOString(),
      decidedAt: a.decidedAt?.toISOString() ?? null,
      earlierApplications,
      documents: photos.filter((p) => p.mediaId !== null).map((p) => ({ side: p.side, label: p.label, src: documentPath(a.id, p.side) })),
      documentsDeleted: a.documentsDeletedAt !== null,
    },
  };
}

// The refusal's reason is checked by the domain (its rule and its message).
const review = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('approve') }),
  z.object({ intent: z.literal('refuse'), reason: z.string().default('') }),
]);

/** Approve, or refuse with a reason: each in one transaction with its audit entry (domain/creators). */
export async function action({ context, params, request }: ActionFunctionArgs) {
  const staff = requireStaff(context);
  const id = applicationId(params);
  return formAction(async () => {
    const input = await formFields(request, review);
    if (input.intent === 'approve') {
      await context.services.creators.approve(staff.user.user_id, id);
      return 'Approved: the applicant is a creator now.';
    }
    await context.services.creators.refuse(staff.user.user_id, id, input.reason);
    return 'Not approved: the applicant was told the reason.';
  });
}

export default function Application() {
  const { application } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormResult | undefined;
  return (
    <ConsoleFrame title="Host Application" section="/admin/applications">
      <ApplicationDetailView
        application={application}
        FormAs={Form}
        done={result?.ok ? result.message : undefined}
        error={result && !result.ok ? result.message : undefined}
      />
    </ConsoleFrame>
  );
}
