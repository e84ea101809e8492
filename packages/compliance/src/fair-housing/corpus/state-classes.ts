import { parseCorpus } from './corpus';

/**
 * State classes: block where the agent's state protects the class, warn elsewhere (jurisdiction table);
 * sexual orientation and gender identity block everywhere (HUD 2021 memo, NAR Code of Ethics Art. 10).
 */
export const STATE_CLASSES = parseCorpus(`
block source_of_income@CA hudSoi | No Section 8.
block source_of_income@NY hudSoi | We do not accept Section 8 vouchers.
block source_of_income@NJ hudSoi | No vouchers, no exceptions.
block source_of_income@MA hudSoi | Section 8 not accepted at this property.
block source_of_income@WA hudSoi | Owner does not participate in the Section 8 program.
block source_of_income@OR hudSoi | No housing assistance programs.
block source_of_income@CO hudSoi | Must show income from employment, 3x rent.
block source_of_income@IL hudSoi | Not accepting HCV at this time.
block source_of_income@CA hudSoi | No government assistance.
block source_of_income@NY hudSoi | Income must be from a job, no SSI or SSDI.
block source_of_income@CT hudSoi | Section 8 tenants need not apply.
block source_of_income@MD hudSoi | We can't take housing vouchers.
block source_of_income@VA hudSoi | No welfare recipients.
block source_of_income@DC hudSoi | Landlord won't accept rental assistance.
block source_of_income@MN hudSoi | Tenants must be employed, no public assistance.
block source_of_income@WA hudSoi | NO SEC 8!!
block source_of_income@NJ hudSoi | No programs.
block source_of_income@CA hudSoi | Must be currently employed.
block source_of_income@RI hudSoi | Vouchers are not accepted.
block source_of_income@UT hudSoi | Not a Section 8 property; no vouchers.
warn source_of_income hudSoi | No Section 8.
warn source_of_income@TX hudSoi | No Section 8 or vouchers.
warn source_of_income@FL hudSoi | We do not accept housing vouchers.
warn source_of_income@GA hudSoi | Must show income from employment.
block marital_status@CA state | Married couples only.
block marital_status@NY state | Must be married.
block marital_status@MA state | No unmarried couples.
block marital_status@NJ state | Prefer a husband and wife.
block marital_status@WA state | Unmarried couples will not be considered.
warn marital_status state | Married couples only.
warn marital_status@TX state | Must be married.
warn marital_status@CA state | Perfect for a married couple.
block age@NY state | No seniors.
block age@NJ state | No elderly tenants.
block age@MI state | Young tenants preferred.
block age@IL state | Must be under 40.
block age@PA state | No one over 65.
warn age state | Young people preferred for this loft.
warn age@TX state | Must be under 35.
warn age@CA state | Great for millennials.
block military_status@CA state | No military.
block military_status@NY state | We do not rent to active duty service members.
block military_status@WA state | Military families need not apply.
block military_status@VA state | Veterans not accepted.
warn military_status state | No military.
warn military_status@TX state | Soldiers not welcome.
warn military_status@IL state | Perfect for military families near the base.
block sexual_orientation@TX hud2021 | No gays.
block sexual_orientation@CA hud2021 | Straight couples only.
block sexual_orientation hud2021 | Gay couples will not be considered.
block sexual_orientation@NY hud2021 | Heterosexual tenants preferred.
block sexual_orientation@FL hud2021 | No LGBTQ tenants.
block sexual_orientation@OR hud2021 | Lesbians need not apply.
block gender_identity@TX hud2021 | No transgender tenants.
block gender_identity@CA hud2021 | Biological women only.
block gender_identity hud2021 | Trans people not welcome.
block gender_identity@WA hud2021 | Must be cisgender.
warn sexual_orientation hud2021 | Gay neighborhood with great nightlife.
ok source_of_income hudSoi | Section 8 welcome!
ok source_of_income hudSoi | Vouchers accepted, income 2.5x rent from all sources.
ok source_of_income hudSoi | We accept housing vouchers and all lawful sources of income.
ok source_of_income hudSoi | Income must be 3x the monthly rent.
ok source_of_income hudSoi | Applicants must have verifiable income and good rental history.
ok source_of_income hudSoi | Section 8 approved unit.
ok source_of_income hudSoi | Background check and credit check required.
ok source_of_income hudSoi | First month, last month and security deposit due at signing.
ok source_of_income hudSoi | Great school programs in the district.
ok source_of_income hudSoi | Seller assistance with closing costs available.
ok marital_status state | The sellers married in the backyard gazebo.
ok marital_status state | Divorce sale, motivated seller.
ok marital_status state | His and hers sinks in the primary bath.
ok age state | 100-year-old oaks line the drive.
ok age state | Older home with original hardwood floors.
ok age state | Must be 18 or older to sign the lease.
ok age state | 30+ showings in the first week.
ok age state | Young at heart? Come see the rooftop deck.
ok age state | Senior year of remodeling just finished.
ok age state | Old world charm with modern updates.
ok military_status state | Close to Fort Bragg and the base exchange.
ok military_status state | VA loan eligible; seller will consider VA financing.
ok military_status state | Military discount on the first month's rent.
ok military_status state | Veterans Memorial Park is two blocks away.
ok military_status state | Near the Naval Academy and downtown Annapolis.
ok sexual_orientation state | Located on Gay Street in the historic district.
ok sexual_orientation state | Straight shot to the highway.
ok sexual_orientation state | All are welcome; equal housing opportunity.
ok sexual_orientation state | Pride festival parade passes the corner every June.
ok gender_identity state | Trans-Canada Highway is minutes away.
ok gender_identity state | Transit stop at the corner.
`);
