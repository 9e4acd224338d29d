import type { components } from '../api/schema.gen'
import { familyOptionsFixture } from './fixtures'

type Schemas = components['schemas']

const option = (value: string, en: string, mr = en): Schemas['Option'] => ({ value, label: { en, mr } })

/** The option lists the registration and edit forms use, shaped like GET /api/meta/options. */
export const profileOptionsFixture: Schemas['Options'] = {
  genders: [option('male', 'Male', 'पुरुष'), option('female', 'Female', 'स्त्री')],
  maritalStatuses: [
    option('single', 'Never Married'),
    option('divorce', 'Divorced'),
    option('widow', 'Widowed'),
    option('awaiting-divorce', 'Awaiting Divorce'),
  ],
  religions: [option('hindu', 'Hindu'), option('muslim', 'Muslim'), option('buddhist', 'Buddhist')],
  castes: [
    { value: 'maratha', label: { en: 'Maratha', mr: 'मराठा' }, religion: 'hindu' },
    { value: 'kunbi', label: { en: 'Kunbi', mr: 'कुणबी' }, religion: 'hindu' },
    { value: 'sunni', label: { en: 'Sunni', mr: 'सुन्नी' }, religion: 'muslim' },
    { value: 'nav-bauddha', label: { en: 'Nav-Bauddha', mr: 'नवबौद्ध' }, religion: 'buddhist' },
    { value: 'mahar', label: { en: 'Mahar', mr: 'महार' } },
    { value: 'other', label: { en: 'Other', mr: 'इतर' } },
  ],
  cities: [
    { ...option('Pune', 'Pune', 'पुणे'), district: 'pune' },
    { ...option('Mumbai', 'Mumbai', 'मुंबई'), district: 'mumbai-city' },
    { ...option('Nashik', 'Nashik', 'नाशिक'), district: 'nashik' },
  ],
  motherTongues: [option('marathi', 'Marathi', 'मराठी')],
  educationLevels: [option('be-btech', 'B.E. / B.Tech.'), option('mba', 'MBA')],
  professions: [option('software-engineer', 'Software Engineer'), option('teacher', 'Teacher', 'शिक्षक')],
  foodPrefs: [option('veg', 'Vegetarian', 'शाकाहारी'), option('non-veg', 'Non-Vegetarian')],
  bloodGroups: ['A+', 'A-', 'B+', 'B-', 'O+', 'O-', 'AB+', 'AB-'].map((group) => option(group, group)),
  yesNo: [option('no', 'No', 'नाही'), option('yes', 'Yes', 'हो')],
  habits: [option('no', 'No'), option('yes', 'Yes'), option('occasionally', 'Occasionally')],
  plans: [option('basic', 'Basic'), option('standard', 'Standard'), option('premium', 'Premium'), option('elite', 'Elite')],
  contactGenders: [option('male', 'Male'), option('female', 'Female'), option('other', 'Other')],
  ...familyOptionsFixture,
  districts: [
    { ...option('pune', 'Pune', 'पुणे'), talukas: [option('haveli', 'Haveli'), option('mulshi', 'Mulshi')] },
    { ...option('satara', 'Satara', 'सातारा'), talukas: [option('wai', 'Wai', 'वाई'), option('karad', 'Karad')] },
  ],
  manglik: [option('no', 'No'), option('yes', 'Yes'), option('partial', 'Partial (anshik)')],
  partnerManglik: [option('no', 'Non-manglik only'), option('yes', 'Manglik (or partial) only')],
  rashis: [option('mesha', 'Mesha (Aries)'), option('vrishabha', 'Vrishabha (Taurus)')],
  nakshatras: [
    { ...option('ashwini', 'Ashwini'), rashis: ['mesha', 'mesha', 'mesha', 'mesha'] },
    { ...option('krittika', 'Krittika'), rashis: ['mesha', 'vrishabha', 'vrishabha', 'vrishabha'] },
  ],
}

/** The logged-in member's own profile, as GET /api/user/user-profile/none answers. */
export const ownProfileFixture: Schemas['UserData'] = {
  user_id: 'MH4K7Q2PXA',
  fullName: 'Sneha Patil',
  age: 28,
  gender: 'female',
  dob: '1997-03-14',
  religion: 'hindu',
  caste: 'maratha',
  maritalStatus: 'single',
  child: 0,
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  education: 'be-btech',
  profession: 'software-engineer',
  income: 85,
  height: 162,
  weight: 55,
  bloodGroup: 'B+',
  languages: ['Marathi', 'English'],
  hobbies: ['Reading'],
  father: 'Ramesh Patil',
  fatherOccupation: 'Teacher',
  mother: 'Sunita Patil',
  motherOccupation: 'Homemaker',
  siblings: 1,
  foodPref: 'veg',
  disability: 'no',
  isDrinking: 'no',
  isSmoking: 'no',
  // A free member who would like Basic: no plan, no subscription.
  preferredPlan: 'basic',
  upgradePlan: 'basic',
  isSubscribe: false,
  phone: '9822012345',
  email: 'sneha@example.com',
  registeredAt: '2025-01-10T10:00:00Z',
  partnerPreferences: {
    age: { min: 27, max: 32 },
    location: { country: 'India', state: 'Maharashtra', city: 'Pune' },
    caste: 'maratha',
  },
}

export const accountRoutes = {
  'GET /api/meta/options': profileOptionsFixture,
  'GET /api/user/user-profile/none': { userData: ownProfileFixture },
  'GET /api/user/notifications/unread-count': { unread: 0 },
}
