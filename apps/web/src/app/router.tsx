import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { type ComponentType, lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { PlaceholderPage } from '../components/placeholder-page';
import { PublicOnly } from './routing/public-only';
import { RequireAuth } from './routing/require-auth';
import { PublicLayout } from './shell/public-layout';

/** A page loaded on first visit, so the login page's bundle carries no other screen. */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const LoginPage = lazyPage(() => import('../features/auth/pages/login-page'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../features/auth/pages/register-page'), 'RegisterPage');
const RegisterSuccessPage = lazyPage(
  () => import('../features/auth/pages/register-success-page'),
  'RegisterSuccessPage',
);
const ForgotPasswordPage = lazyPage(() => import('../features/auth/pages/forgot-password-page'), 'ForgotPasswordPage');
const RecoverPasswordPage = lazyPage(
  () => import('../features/auth/pages/recover-password-page'),
  'RecoverPasswordPage',
);
const VerifyEmailPage = lazyPage(() => import('../features/auth/pages/verify-email-page'), 'VerifyEmailPage');
const CallbackPage = lazyPage(() => import('../features/auth/pages/callback-page'), 'CallbackPage');
const PrivacyPolicyPage = lazyPage(() => import('../features/legal/pages/privacy-policy-page'), 'PrivacyPolicyPage');
const Shell = lazyPage(() => import('./shell/shell'), 'Shell');
const ProfilePage = lazyPage(() => import('../features/profile/pages/profile-page'), 'ProfilePage');
const IntegrationsPage = lazyPage(() => import('../features/integrations/pages/integrations-page'), 'IntegrationsPage');
const DocumentsPage = lazyPage(() => import('../features/documents/pages/documents-page'), 'DocumentsPage');
const UploadPage = lazyPage(() => import('../features/documents/pages/upload-page'), 'UploadPage');
const ArchivePage = lazyPage(() => import('../features/documents/pages/archive-page'), 'ArchivePage');
const TrashPage = lazyPage(() => import('../features/documents/pages/trash-page'), 'TrashPage');
const AnnotatePage = lazyPage(() => import('../features/annotate/pages/annotate-page'), 'AnnotatePage');
const SigningPage = lazyPage(() => import('../features/signing/pages/signing-page'), 'SigningPage');
const SigningEndingPage = lazyPage(() => import('../features/signing/pages/signing-ending-page'), 'SigningEndingPage');
const GeneratePage = lazyPage(() => import('../features/generated-pdf/pages/generate-page'), 'GeneratePage');
const SignerDownloadPage = lazyPage(
  () => import('../features/generated-pdf/pages/signer-download-page'),
  'SignerDownloadPage',
);
const FlowListPage = lazyPage(() => import('../features/flows/pages/flow-list-page'), 'FlowListPage');
const FlowEditorPage = lazyPage(() => import('../features/flows/pages/flow-editor-page'), 'FlowEditorPage');
const ToFlowPage = lazyPage(() => import('../features/flows/pages/flow-editor-page'), 'ToFlowPage');
const TemplatesPage = lazyPage(() => import('../features/templates/pages/templates-page'), 'TemplatesPage');
const NewTemplatePage = lazyPage(() => import('../features/templates/pages/new-template-page'), 'NewTemplatePage');
const TemplateFieldsPage = lazyPage(
  () => import('../features/annotate/pages/template-fields-page'),
  'TemplateFieldsPage',
);
const UseTemplatePage = lazyPage(() => import('../features/templates/pages/use-template-page'), 'UseTemplatePage');
const BulkSendPage = lazyPage(() => import('../features/templates/pages/bulk-send-page'), 'BulkSendPage');
const BulkSendProgressPage = lazyPage(
  () => import('../features/templates/pages/bulk-send-progress-page'),
  'BulkSendProgressPage',
);
const PublicLinkSettingsPage = lazyPage(
  () => import('../features/templates/pages/public-link-settings-page'),
  'PublicLinkSettingsPage',
);
const SubscriptionPage = lazyPage(() => import('../features/subscription/pages/subscription-page'), 'SubscriptionPage');
const PackagePage = lazyPage(() => import('../features/subscription/pages/package-page'), 'PackagePage');
const InvoicePage = lazyPage(() => import('../features/subscription/pages/invoice-page'), 'InvoicePage');
const HistoryPage = lazyPage(() => import('../features/audit/pages/history-page'), 'HistoryPage');
const VerifyPage = lazyPage(() => import('../features/verify/pages/verify-page'), 'VerifyPage');
const PublicLinkPage = lazyPage(() => import('../features/public-link/pages/public-link-page'), 'PublicLinkPage');

/** The web app's routes, mounted from WEB_ROUTES (docs/domain.md#web-app-routes). */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Suspense fallback={<PageLoader fullScreen />}>
        <Routes>
          {/* Public and full-window: a signer's link works whether or not someone is logged in here. */}
          <Route path={WEB_ROUTES.signerDownload} element={<SignerDownloadPage />} />
          <Route element={<PublicLayout />}>
            <Route path={WEB_ROUTES.privacyPolicy} element={<PrivacyPolicyPage />} />
            <Route path={WEB_ROUTES.callback} element={<CallbackPage />} />
            <Route path={WEB_ROUTES.verify} element={<VerifyPage />} />
            {/* A template's public link: open to anyone, signed in here or not. */}
            <Route path={WEB_ROUTES.publicLink} element={<PublicLinkPage />} />
            {/* Open whether or not someone is signed in here: the link may be opened on any device. */}
            <Route path={WEB_ROUTES.verifyEmail} element={<VerifyEmailPage />} />
            <Route element={<PublicOnly />}>
              <Route path={WEB_ROUTES.login} element={<LoginPage />} />
              <Route path={WEB_ROUTES.register} element={<RegisterPage />} />
              <Route path={WEB_ROUTES.forgotPassword} element={<ForgotPasswordPage />} />
              <Route path={WEB_ROUTES.recoverPassword} element={<RecoverPasswordPage />} />
            </Route>
            <Route element={<RequireAuth />}>
              <Route path={WEB_ROUTES.registerSuccess} element={<RegisterSuccessPage />} />
            </Route>
          </Route>

          {/* The signer's page, full height: public, and open to a logged-in user too. */}
          <Route path={WEB_ROUTES.signing} element={<SigningPage />} />
          <Route path={WEB_ROUTES.signingLegacy} element={<SigningPage />} />
          <Route path={WEB_ROUTES.signerEnding} element={<SigningEndingPage />} />

          <Route element={<RequireAuth />}>
            <Route path={WEB_ROUTES.annotate} element={<AnnotatePage />} />
            <Route path={WEB_ROUTES.generate} element={<GeneratePage />} />
            <Route path={WEB_ROUTES.templateFields} element={<TemplateFieldsPage />} />
            <Route element={<Shell />}>
              <Route index element={<DocumentsPage />} />
              <Route path={WEB_ROUTES.documents} element={<DocumentsPage />} />
              <Route path={WEB_ROUTES.documentUpload} element={<UploadPage />} />
              <Route path={WEB_ROUTES.documentHistory} element={<HistoryPage />} />
              <Route path={WEB_ROUTES.upload} element={<UploadPage />} />
              <Route path={WEB_ROUTES.archives} element={<ArchivePage />} />
              <Route path={WEB_ROUTES.trash} element={<TrashPage />} />
              <Route path={WEB_ROUTES.flows} element={<FlowListPage />} />
              <Route path={WEB_ROUTES.createFlow} element={<FlowEditorPage />} />
              <Route path={WEB_ROUTES.flowDetail} element={<FlowEditorPage />} />
              <Route path={WEB_ROUTES.newApprover} element={<ToFlowPage />} />
              <Route path={WEB_ROUTES.approver} element={<ToFlowPage />} />
              <Route path={WEB_ROUTES.templates} element={<TemplatesPage />} />
              <Route path={WEB_ROUTES.newTemplate} element={<NewTemplatePage />} />
              <Route path={WEB_ROUTES.templateUse} element={<UseTemplatePage />} />
              <Route path={WEB_ROUTES.templateBulkSend} element={<BulkSendPage />} />
              <Route path={WEB_ROUTES.bulkSend} element={<BulkSendProgressPage />} />
              <Route path={WEB_ROUTES.templatePublicLink} element={<PublicLinkSettingsPage />} />
              <Route path={WEB_ROUTES.subscription} element={<SubscriptionPage />} />
              <Route path={WEB_ROUTES.subscriptionPlan} element={<PackagePage />} />
              <Route path={WEB_ROUTES.package} element={<PackagePage />} />
              <Route path={WEB_ROUTES.invoice} element={<InvoicePage />} />
              <Route path={WEB_ROUTES.blank} element={<PlaceholderPage title="Blank page" />} />
              <Route path={WEB_ROUTES.profile} element={<ProfilePage />} />
              <Route path={WEB_ROUTES.integrations} element={<IntegrationsPage />} />
              <Route path="*" element={<Navigate to={WEB_ROUTES.home} replace />} />
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
