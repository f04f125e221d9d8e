import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Services } from '../../features/services.ts';
import { mainPageCities } from '../../contracts/routes/catalog.ts';
import { accountRoutes } from './account.ts';
import { adminAppointmentRoutes } from './admin-appointments.ts';
import { authRoutes } from './auth.ts';
import { bookingRoutes } from './booking.ts';
import { waitlistRoutes } from './waitlist.ts';
import { clinicStatusRoutes } from './clinic-status.ts';
import { visitMoveRoutes } from './visit-moves.ts';
import { alertRoutes } from './alerts.ts';
import { contentPageRoutes } from './content-pages.ts';
import { doctorAppointmentRoutes } from './doctor-appointments.ts';
import { doctorCabinetRoutes } from './doctor-cabinet.ts';
import { promotionRoutes } from './promotions.ts';
import { handbookRoutes } from './handbooks.ts';
import { importRoutes } from './imports.ts';
import { medicalCardRoutes } from './medical-card.ts';
import { patientSupportRoutes } from './patient-support.ts';
import { paymentRoutes } from './payments.ts';
import { partnerRoutes } from './partners.ts';
import { partnerCabinetRoutes } from './partner-cabinet.ts';
import { staffReportRoutes } from './staff-reports.ts';
import { partnerDoctorRoutes } from './partner-doctors.ts';
import { patientCabinetRoutes } from './patient-cabinet.ts';
import { partnerIntegrationRoutes } from './partner-integration.ts';
import { publicFormRoutes } from './public-forms.ts';
import { register } from './register-route.ts';
import { resourceRoutes } from './resources.ts';
import { uploadRoutes } from './uploads.ts';
import { staffRoutes } from './staff.ts';
import { timesheetRoutes } from './timesheets.ts';
import { videoRoutes } from './video.ts';

export interface ApiOptions {
  services: Services;
  config: Config;
}

/** Everything under `/api/v1`. */
export async function registerApi(api: FastifyInstance, { services, config }: ApiOptions): Promise<void> {
  await api.register(authRoutes, { services, config });
  await api.register(accountRoutes, { services, config });
  register(api, mainPageCities, async () => services.catalog.listCities());
  await api.register(handbookRoutes, { services });
  await api.register(publicFormRoutes, { services });
  await api.register(patientSupportRoutes, { services });
  await api.register(bookingRoutes, { services, config });
  await api.register(waitlistRoutes, { services });
  await api.register(clinicStatusRoutes, { services });
  await api.register(visitMoveRoutes, { services });
  await api.register(alertRoutes, { services, config });
  await api.register(doctorAppointmentRoutes, { services });
  await api.register(paymentRoutes, { services, config });
  await api.register(resourceRoutes, { services });
  await api.register(partnerRoutes, { services });
  await api.register(partnerCabinetRoutes, { services });
  await api.register(staffReportRoutes, { services });
  await api.register(partnerDoctorRoutes, { services });
  await api.register(partnerIntegrationRoutes, { services });
  await api.register(staffRoutes, { services });
  await api.register(contentPageRoutes, { services });
  await api.register(timesheetRoutes, { services });
  await api.register(uploadRoutes, { services });
  await api.register(adminAppointmentRoutes, { services });
  await api.register(doctorCabinetRoutes, { services });
  await api.register(promotionRoutes, { services });
  await api.register(importRoutes, { services });
  await api.register(videoRoutes, { services, config });
  await api.register(medicalCardRoutes, { services });
  await api.register(patientCabinetRoutes, { services });
}
