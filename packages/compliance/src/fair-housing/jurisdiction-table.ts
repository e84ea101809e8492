/**
 * Which states protect each class the Fair Housing Act does not name, one row per state and class:
 * `class STATE | citation | statute URL`. Compiled from the state statutes as of 2024 (HUD's list of
 * Fair Housing Assistance Program agencies is the index); city and county ordinances are not listed,
 * so a finding in a state without a row still warns. Sexual orientation and gender identity also have
 * a federal row: HUD read "sex" to include them after Bostock (hud2021 in sources.ts).
 */
export const JURISDICTION_TABLE = `
source_of_income CA | Cal. Gov. Code §12955(p) (vouchers included since SB 329, 2019) | https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=12955
source_of_income CO | Colo. Rev. Stat. §24-34-502 (HB 20-1332) | https://law.justia.com/codes/colorado/title-24/principal-departments/article-34/part-5/section-24-34-502/
source_of_income CT | Conn. Gen. Stat. §46a-64c (lawful source of income) | https://www.cga.ct.gov/current/pub/chap_814c.htm#sec_46a-64c
source_of_income DE | 6 Del. C. §4603 (source of income) | https://delcode.delaware.gov/title6/c046/sc02/index.html
source_of_income DC | D.C. Code §2-1402.21 (source of income) | https://code.dccouncil.gov/us/dc/council/code/sections/2-1402.21
source_of_income IL | 775 ILCS 5/3-102 (source of income, 2023) | https://www.ilga.gov/legislation/ilcs/documents/077500050K3-102.htm
source_of_income ME | 5 M.R.S. §4582 (receipt of public assistance) | https://legislature.maine.gov/statutes/5/title5sec4582.html
source_of_income MD | Md. Code, State Gov't §20-705 (source of income, 2020) | https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gsg&section=20-705
source_of_income MA | Mass. Gen. Laws c.151B §4(10) (public assistance, rental assistance) | https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXXI/Chapter151B/Section4
source_of_income MN | Minn. Stat. §363A.09 (status with regard to public assistance) | https://www.revisor.mn.gov/statutes/cite/363A.09
source_of_income NJ | N.J.S.A. 10:5-12(g) (source of lawful income or rent subsidy) | https://law.justia.com/codes/new-jersey/title-10/section-10-5-12/
source_of_income NY | N.Y. Exec. Law §296(5) (lawful source of income, 2019) | https://www.nysenate.gov/legislation/laws/EXC/296
source_of_income ND | N.D. Cent. Code §14-02.4-12 (status with regard to public assistance) | https://www.ndlegis.gov/cencode/t14c02-4.pdf
source_of_income OR | Or. Rev. Stat. §659A.421 (source of income) | https://oregon.public.law/statutes/ors_659A.421
source_of_income RI | R.I. Gen. Laws §34-37-4 (lawful source of income, 2021) | http://webserver.rilegislature.gov/Statutes/TITLE34/34-37/34-37-4.htm
source_of_income UT | Utah Code §57-21-5 (source of income) | https://le.utah.gov/xcode/Title57/Chapter21/57-21-S5.html
source_of_income VT | 9 V.S.A. §4503 (receipt of public assistance) | https://legislature.vermont.gov/statutes/section/09/139/04503
source_of_income VA | Va. Code §36-96.3 (source of funds, 2020) | https://law.lis.virginia.gov/vacode/title36/chapter5.1/section36-96.3/
source_of_income WA | Rev. Code Wash. §59.18.255 (source of income) | https://app.leg.wa.gov/RCW/default.aspx?cite=59.18.255
source_of_income WI | Wis. Stat. §106.50 (lawful source of income) | https://docs.legis.wisconsin.gov/statutes/statutes/106/50
marital_status AK | Alaska Stat. §18.80.240 (marital status) | https://www.akleg.gov/basis/statutes.asp#18.80.240
marital_status CA | Cal. Gov. Code §12955 (marital status) | https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=12955
marital_status CO | Colo. Rev. Stat. §24-34-502 (marital status) | https://law.justia.com/codes/colorado/title-24/principal-departments/article-34/part-5/section-24-34-502/
marital_status CT | Conn. Gen. Stat. §46a-64c (marital status) | https://www.cga.ct.gov/current/pub/chap_814c.htm#sec_46a-64c
marital_status DE | 6 Del. C. §4603 (marital status) | https://delcode.delaware.gov/title6/c046/sc02/index.html
marital_status DC | D.C. Code §2-1402.21 (marital status) | https://code.dccouncil.gov/us/dc/council/code/sections/2-1402.21
marital_status HI | Haw. Rev. Stat. §515-3 (marital status) | https://www.capitol.hawaii.gov/hrscurrent/Vol12_Ch0501-0588/HRS0515/HRS_0515-0003.htm
marital_status IL | 775 ILCS 5/3-102 (marital status) | https://www.ilga.gov/legislation/ilcs/documents/077500050K3-102.htm
marital_status MD | Md. Code, State Gov't §20-705 (marital status) | https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gsg&section=20-705
marital_status MA | Mass. Gen. Laws c.151B §4(6) (marital status) | https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXXI/Chapter151B/Section4
marital_status MI | Mich. Comp. Laws §37.2502 (marital status) | https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-37-2502
marital_status MN | Minn. Stat. §363A.09 (marital status) | https://www.revisor.mn.gov/statutes/cite/363A.09
marital_status MT | Mont. Code Ann. §49-2-305 (marital status) | https://leg.mt.gov/bills/mca/title_0490/chapter_0020/part_0030/section_0050/0490-0020-0030-0050.html
marital_status NH | N.H. Rev. Stat. §354-A:10 (marital status) | https://gc.nh.gov/rsa/html/XXXI/354-A/354-A-10.htm
marital_status NJ | N.J.S.A. 10:5-12(g) (marital status, domestic partnership) | https://law.justia.com/codes/new-jersey/title-10/section-10-5-12/
marital_status NY | N.Y. Exec. Law §296(5) (marital status) | https://www.nysenate.gov/legislation/laws/EXC/296
marital_status ND | N.D. Cent. Code §14-02.4-12 (marital status) | https://www.ndlegis.gov/cencode/t14c02-4.pdf
marital_status OR | Or. Rev. Stat. §659A.421 (marital status) | https://oregon.public.law/statutes/ors_659A.421
marital_status RI | R.I. Gen. Laws §34-37-4 (marital status) | http://webserver.rilegislature.gov/Statutes/TITLE34/34-37/34-37-4.htm
marital_status VT | 9 V.S.A. §4503 (marital status) | https://legislature.vermont.gov/statutes/section/09/139/04503
marital_status WA | Rev. Code Wash. §49.60.222 (marital status) | https://app.leg.wa.gov/RCW/default.aspx?cite=49.60.222
marital_status WI | Wis. Stat. §106.50 (marital status) | https://docs.legis.wisconsin.gov/statutes/statutes/106/50
age CT | Conn. Gen. Stat. §46a-64c (age) | https://www.cga.ct.gov/current/pub/chap_814c.htm#sec_46a-64c
age DC | D.C. Code §2-1402.21 (age) | https://code.dccouncil.gov/us/dc/council/code/sections/2-1402.21
age HI | Haw. Rev. Stat. §515-3 (age) | https://www.capitol.hawaii.gov/hrscurrent/Vol12_Ch0501-0588/HRS0515/HRS_0515-0003.htm
age IL | 775 ILCS 5/3-102 (age, 40 and over) | https://www.ilga.gov/legislation/ilcs/documents/077500050K3-102.htm
age MA | Mass. Gen. Laws c.151B §4(7) (age) | https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXXI/Chapter151B/Section4
age MI | Mich. Comp. Laws §37.2502 (age) | https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-37-2502
age MT | Mont. Code Ann. §49-2-305 (age) | https://leg.mt.gov/bills/mca/title_0490/chapter_0020/part_0030/section_0050/0490-0020-0030-0050.html
age NH | N.H. Rev. Stat. §354-A:10 (age) | https://gc.nh.gov/rsa/html/XXXI/354-A/354-A-10.htm
age NJ | N.J.S.A. 10:5-12(g) (age) | https://law.justia.com/codes/new-jersey/title-10/section-10-5-12/
age NY | N.Y. Exec. Law §296(5) (age) | https://www.nysenate.gov/legislation/laws/EXC/296
age PA | 43 P.S. §955(h) (age) | https://www.legis.state.pa.us/cfdocs/legis/LI/uconsCheck.cfm?txtType=HTM&yr=1955&sessInd=0&smthLwInd=0&act=222&chpt=0&sctn=5&subsctn=0
age RI | R.I. Gen. Laws §34-37-4 (age) | http://webserver.rilegislature.gov/Statutes/TITLE34/34-37/34-37-4.htm
age VT | 9 V.S.A. §4503 (age) | https://legislature.vermont.gov/statutes/section/09/139/04503
age WI | Wis. Stat. §106.50 (age) | https://docs.legis.wisconsin.gov/statutes/statutes/106/50
military_status CA | Cal. Gov. Code §12955 (military and veteran status) | https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=12955
military_status CT | Conn. Gen. Stat. §46a-64c (status as a veteran) | https://www.cga.ct.gov/current/pub/chap_814c.htm#sec_46a-64c
military_status IL | 775 ILCS 5/3-102 (military status) | https://www.ilga.gov/legislation/ilcs/documents/077500050K3-102.htm
military_status NJ | N.J.S.A. 10:5-12(g) (liability for service in the Armed Forces) | https://law.justia.com/codes/new-jersey/title-10/section-10-5-12/
military_status NY | N.Y. Exec. Law §296(5) (military status) | https://www.nysenate.gov/legislation/laws/EXC/296
military_status OH | Ohio Rev. Code §4112.02(H) (military status) | https://codes.ohio.gov/ohio-revised-code/section-4112.02
military_status VA | Va. Code §36-96.3 (military status, 2020) | https://law.lis.virginia.gov/vacode/title36/chapter5.1/section36-96.3/
military_status WA | Rev. Code Wash. §49.60.222 (honorably discharged veteran or military status) | https://app.leg.wa.gov/RCW/default.aspx?cite=49.60.222
sexual_orientation US | HUD 2021 memorandum reading "sex" after Bostock; NAR Code of Ethics Art. 10 | https://www.hud.gov/sites/dfiles/PA/documents/HUD_Memo_EO13988.pdf
sexual_orientation CA | Cal. Gov. Code §12955 | https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=12955
sexual_orientation CO | Colo. Rev. Stat. §24-34-502 | https://law.justia.com/codes/colorado/title-24/principal-departments/article-34/part-5/section-24-34-502/
sexual_orientation CT | Conn. Gen. Stat. §46a-81e | https://www.cga.ct.gov/current/pub/chap_814c.htm
sexual_orientation DE | 6 Del. C. §4603 | https://delcode.delaware.gov/title6/c046/sc02/index.html
sexual_orientation DC | D.C. Code §2-1402.21 | https://code.dccouncil.gov/us/dc/council/code/sections/2-1402.21
sexual_orientation HI | Haw. Rev. Stat. §515-3 | https://www.capitol.hawaii.gov/hrscurrent/Vol12_Ch0501-0588/HRS0515/HRS_0515-0003.htm
sexual_orientation IL | 775 ILCS 5/3-102 | https://www.ilga.gov/legislation/ilcs/documents/077500050K3-102.htm
sexual_orientation IA | Iowa Code §216.8 | https://www.legis.iowa.gov/docs/code/216.8.pdf
sexual_orientation ME | 5 M.R.S. §4582 | https://legislature.maine.gov/statutes/5/title5sec4582.html
sexual_orientation MD | Md. Code, State Gov't §20-705 | https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gsg&section=20-705
sexual_orientation MA | Mass. Gen. Laws c.151B §4(6) | https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXXI/Chapter151B/Section4
sexual_orientation MI | Mich. Comp. Laws §37.2502 (2023) | https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-37-2502
sexual_orientation MN | Minn. Stat. §363A.09 | https://www.revisor.mn.gov/statutes/cite/363A.09
sexual_orientation NV | Nev. Rev. Stat. §118.100 | https://www.leg.state.nv.us/nrs/nrs-118.html#NRS118Sec100
sexual_orientation NH | N.H. Rev. Stat. §354-A:10 | https://gc.nh.gov/rsa/html/XXXI/354-A/354-A-10.htm
sexual_orientation NJ | N.J.S.A. 10:5-12(g) | https://law.justia.com/codes/new-jersey/title-10/section-10-5-12/
sexual_orientation NM | N.M. Stat. §28-1-7(G) | https://law.justia.com/codes/new-mexico/chapter-28/article-1/section-28-1-7/
sexual_orientation NY | N.Y. Exec. Law §296(5) | https://www.nysenate.gov/legislation/laws/EXC/296
sexual_orientation OR | Or. Rev. Stat. §659A.421 | https://oregon.public.law/statutes/ors_659A.421
sexual_orientation RI | R.I. Gen. Laws §34-37-4 | http://webserver.rilegislature.gov/Statutes/TITLE34/34-37/34-37-4.htm
sexual_orientation UT | Utah Code §57-21-5 | https://le.utah.gov/xcode/Title57/Chapter21/57-21-S5.html
sexual_orientation VT | 9 V.S.A. §4503 | https://legislature.vermont.gov/statutes/section/09/139/04503
sexual_orientation VA | Va. Code §36-96.3 | https://law.lis.virginia.gov/vacode/title36/chapter5.1/section36-96.3/
sexual_orientation WA | Rev. Code Wash. §49.60.222 | https://app.leg.wa.gov/RCW/default.aspx?cite=49.60.222
sexual_orientation WI | Wis. Stat. §106.50 | https://docs.legis.wisconsin.gov/statutes/statutes/106/50
gender_identity US | HUD 2021 memorandum reading "sex" after Bostock; NAR Code of Ethics Art. 10 | https://www.hud.gov/sites/dfiles/PA/documents/HUD_Memo_EO13988.pdf
gender_identity CA | Cal. Gov. Code §12955 | https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=12955
gender_identity CO | Colo. Rev. Stat. §24-34-502 | https://law.justia.com/codes/colorado/title-24/principal-departments/article-34/part-5/section-24-34-502/
gender_identity CT | Conn. Gen. Stat. §46a-64c | https://www.cga.ct.gov/current/pub/chap_814c.htm#sec_46a-64c
gender_identity DE | 6 Del. C. §4603 | https://delcode.delaware.gov/title6/c046/sc02/index.html
gender_identity DC | D.C. Code §2-1402.21 | https://code.dccouncil.gov/us/dc/council/code/sections/2-1402.21
gender_identity HI | Haw. Rev. Stat. §515-3 | https://www.capitol.hawaii.gov/hrscurrent/Vol12_Ch0501-0588/HRS0515/HRS_0515-0003.htm
gender_identity IL | 775 ILCS 5/1-103(O-1) and 5/3-102 | https://www.ilga.gov/legislation/ilcs/documents/077500050K3-102.htm
gender_identity ME | 5 M.R.S. §4582 | https://legislature.maine.gov/statutes/5/title5sec4582.html
gender_identity MD | Md. Code, State Gov't §20-705 | https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gsg&section=20-705
gender_identity MA | Mass. Gen. Laws c.151B §4(6) (2011) | https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXXI/Chapter151B/Section4
gender_identity MI | Mich. Comp. Laws §37.2502 (2023) | https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-37-2502
gender_identity MN | Minn. Stat. §363A.09 | https://www.revisor.mn.gov/statutes/cite/363A.09
gender_identity NV | Nev. Rev. Stat. §118.100 | https://www.leg.state.nv.us/nrs/nrs-118.html#NRS118Sec100
gender_identity NH | N.H. Rev. Stat. §354-A:10 | https://gc.nh.gov/rsa/html/XXXI/354-A/354-A-10.htm
gender_identity NJ | N.J.S.A. 10:5-12(g) | https://law.justia.com/codes/new-jersey/title-10/section-10-5-12/
gender_identity NM | N.M. Stat. §28-1-7(G) | https://law.justia.com/codes/new-mexico/chapter-28/article-1/section-28-1-7/
gender_identity NY | N.Y. Exec. Law §296(5) | https://www.nysenate.gov/legislation/laws/EXC/296
gender_identity OR | Or. Rev. Stat. §659A.421 | https://oregon.public.law/statutes/ors_659A.421
gender_identity RI | R.I. Gen. Laws §34-37-4 | http://webserver.rilegislature.gov/Statutes/TITLE34/34-37/34-37-4.htm
gender_identity UT | Utah Code §57-21-5 | https://le.utah.gov/xcode/Title57/Chapter21/57-21-S5.html
gender_identity VT | 9 V.S.A. §4503 | https://legislature.vermont.gov/statutes/section/09/139/04503
gender_identity VA | Va. Code §36-96.3 | https://law.lis.virginia.gov/vacode/title36/chapter5.1/section36-96.3/
gender_identity WA | Rev. Code Wash. §49.60.222 (sexual orientation includes gender expression or identity) | https://app.leg.wa.gov/RCW/default.aspx?cite=49.60.222
`;
