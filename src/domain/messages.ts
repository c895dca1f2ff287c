/**
 * Every alert, validation, error, success and dialog text of the specification, verbatim (typos
 * included: they are what users and support staff know), plus the fixed labels screens share.
 * Texts with a placeholder are small functions.
 *
 * This module holds the texts the shell and many screens share; it rides on every signed-in
 * screen's critical path. A feature area's texts live in `messages/<area>.ts` (one catalogue, in
 * parts), so they load with that feature's chunk (ARCHITECTURE §7).
 */

import { deepFreeze } from './messages/deepFreeze.ts';

export const messages = deepFreeze({
  api: {
    noPermission: 'You do not have permission to perform this action',
    permissionDenied: 'Permission denied',
    forbiddenLog: 'forbidden /Not Authorised',
    networkError: (text: string) => `error: ${text}`,
  },
  auth: {
    fillProperDetails: 'Fill Proper Details',
    fillRecaptcha: 'Fill the Recaptcha',
    provideCorrectPhone: 'Please provide correct phone number',
    invalidCaptcha: 'Invalid Captcha',
    unauthorizedUser: 'Unauthorized User',
    tryAgainLater: 'try again later',
    unableToGetAuthCredential: 'Unable to get auth credential, Please Login Again',
    sessionExpiresIn: (seconds: number) => `Your session will expire in ${seconds} seconds`,
    // Not in the spec: the session cannot be renewed for now (network, server error); nothing is lost.
    renewingSession: (seconds: number) =>
      `The server cannot be reached to renew your session. Trying again in ${seconds} s; your work is kept.`,
  },
  passwordReset: {
    enterUsername: 'please enter username',
    requestFailed: 'Error',
    chooseStrongPassword: 'Choose strong password',
    passwordMismatch: 'Password does not match',
    fillAllFieldsCorrectly: 'Please fill all fields correctly',
    resetSuccessful: 'password reset successful.',
    serverError: (detail: string) => `Server Error ${detail}`,
  },
  referral: {
    provideValidName: 'Please provide a valid name',
    provideCorrectMobile: 'Please provide a correct mobile number',
    invalidReferralCode: 'Invalid Referral Code',
    enableLocation:
      'Please enable location services before submit. Go to your browser settings to enable location.',
    allowLocation: 'Please allow location before submitting the form!',
    invalidCaptcha: 'Invalid Captcha! Please try again',
  },
  common: {
    dataNotAvailable: 'Data Not Available',
    dataNotAvaialble: 'Data Not Avaialble',
    noDataFound: 'No data found',
    noDataToDownload: 'There is no Data to Download',
    somethingWentWrong: 'something went wrong, Please try again',
    sorryTryAgain: 'Sorry! Please try again',
    someIssueTryAgain: 'Sorry...there is some issue. Please try again.',
    pleaseTryAgain: 'Please try again',
    operationFailed: 'Operation Failed',
    noAccessToPage: "Sorry! You don't have access to see this page",
    confirmProceed: 'Are you sure you want to proceed?',
  },
  customer: {
    profileFetchFailed: 'error in fetching profile details',
    loanHistoryFetchFailed: 'error in fetching loan history.',
    loansFetchFailed: 'error in fetching loans',
    customersFetchFailed: 'error in fetching customers record',
    disbursedDataFetchFailed: 'Error in fetching Disbursed Data',
    collectionsFetchFailed: 'Error in Fetching Collections',
    cohortFetchFailed: 'Error in fetching cohort analysis data of GL',
    nonStarterFetchFailed: 'Error in fetching non starter cases',
    coborrowerContactsHistoryFetchFailed: 'Error in fetching coborrowers contacts loan history',
    coborrowerContactNameFetchFailed: 'Error in fetching coborrowers contact name',
    noReportAvailable: 'No Report Available',
    profileChangeFailed: 'Error in changing profile details',
    invalidContact: 'Invalid contact/name, please enter valid value.',
    earlyPayProvideAllFields: 'Please provide all fields !',
    noMessagesFound: 'No Messages Found',
    confirmUndoClassification: 'Are you sure you want to undo classifiacation?',
  },
  comments: {
    loadFailed: 'Sorry, Fail to load comments.',
    noPermission: 'Sorry...You dont have permission to perform this action',
    added: 'Comment added successfully',
    selectLoanFirst: 'Please select loan id first to comment.',
  },
  employer: {
    nameUpdateFailed: 'Failed to update employer name',
    nameUpdated: 'Employer name updated successfully',
    saveFailed: 'Failed to save employer details',
    addSubEmployerFailed: 'Failed to add sub-employer',
    updateFailed: 'Failed to update employer',
    fillAllDetailsFirst: 'Please fill all details first',
    fillEmployerDetailsFirst: 'Please first fill all employer details.',
    selectAddress: 'Please select an address',
    employerAdded: (name: string) => `New employer "${name}" added successfully!`,
    addressAdded: (name: string) => `New address added for ${name}`,
    subEmployerAdded: (name: string) => `Sub-employer "${name}" added successfully.`,
  },
  salary: {
    fillDateAndAmount: 'Please fill mandatory fields Date and Amount.',
  },
  calls: {
    giveFeedback: 'Give Feedback',
    markTypeOfTask: 'Please mark Type of task.',
    fillFieldsCorrectly: 'Please fill the fields correctly',
    provideCorrectNumber: 'Please provide a correct number',
    chooseValidDate: 'Please choose a valid date',
    paymentLinkFailed: 'error in getting payment link',
    telecmiLoginMissing: 'Please reconfirm your Telecmi login credetials with HR.',
    // Not in the spec: how a call that reached nobody ended, said plainly (the spec has no words).
    lineOutcome: {
      busy: 'The line was busy: the customer could not be reached.',
      failed: 'The call failed on the line: the customer could not be reached.',
      notPlaced: 'The telephony service did not place the call.',
      ringTime: 'Nobody answered the call.',
      rejected: 'The customer did not pick up.',
      cancelled: 'You ended the call before it was answered.',
      network: 'The connection to the telephony service was lost.',
    },
    uploadExcel: 'Please upload excel file',
    fileUploaded: 'File Uploaded Successfully',
  },
  loans: {
    decisionError: (text: string) => `Error: ${text}`,
  },
  blacklist: {
    levelChangeFailed: 'Sorry blacklist level change failed.',
    specifyReason: 'Please Specify the reason for blacklisting.',
    youAreBlackListed: 'You are black listed',
    fillAllFieldsCorrectly: 'Please fill all the fields correctly!',
    fillDetails: 'Please fill the details',
    penaltySaveFailed: 'There is some error! Please try Again',
    penaltySubmitted: 'Penalty submitted successfully',
    decisionSubmitted: (decision: 'reward' | 'penalty') => `${decision} submitted successfully`,
    /** What blacklisting lists as disabled (part 1 §6). */
    disabledFeatures: ['Loan', 'Refer', 'Chat', 'Wallet'],
  },
  documents: {
    assignedToLoanShare: 'Document assigned to loan share',
    updated: 'Document Updated Successfully',
    fetchDocFailed: 'Sorry...there is some issue in fetching doc. Please try again.',
    noDocuments: 'No documents available',
    noPreview: 'No preview available',
    noneSelected: 'No documents selected.',
    noLocation: 'This document has no location co-ordinates.',
    // Also document texts (part 2 §8), kept under their one key elsewhere:
    // common.someIssueTryAgain, common.operationFailed, labels.invalidDocument, labels.downloadFile.
    /** part 2 §2 'Toolbar', in its order. */
    toolbar: {
      selectAll: 'Select All',
      download: 'Download',
      location: 'Location',
      upload: 'Upload',
      replaceAll: 'Replace All',
      addNew: 'Add New',
      assignLoanShare: 'Assign loan_share',
    },
    /** part 2 §2: the compact customer view's labels, by document type (order: COMPACT_VIEW_TYPES). */
    compactView: {
      pan: 'Pan',
      aadhar: 'Aadhar',
      bank_statement: 'Statement',
      passbook: 'Passbook',
      alternate_bank_statement: 'Alt. statement',
      salary_script: 'Salary Slip',
      chat_document: 'Chat Docs',
      misc: 'Misc',
    },
  },
  /** Header and user menu (part 1 §2). */
  shell: {
    connected: 'Connected',
    disconnected: 'Disconnected',
    email: (email: string) => `email ${email}`,
    viewProfile: 'View Profile',
    chatProfile: 'Chat Profile',
    accountSetting: 'Account Setting',
    loginActivity: 'Login Activity',
    signOut: 'Sign Out',
    searchTypes: { username: 'UserName', pan: 'PAN', account_number: 'Account Number' },
  },
  labels: {
    submitFeedbackHere: 'Submit Your Feedback Here',
    assignAsNewLeadCall: 'Assign As New Lead Call',
    createPaymentLink: 'Create Payment Link',
    escalateToManager: 'Escalete To Manager',
    sendMessage: 'Send Message',
    chooseMessage: 'Choose Message',
    getPaymentLink: 'Get Payment Link',
    callingIn: (seconds: number) => `Calling in ${seconds} secs`,
    useHere: 'Use Here',
    // Not in the spec's words: part 2 §2 names the option, not its label.
    openTabInNewTab: 'Open in new tab',
    cancel: 'Cancel',
    ok: 'Ok',
    okay: 'Okay',
    searchLoanId: 'Search Loan Id',
    downloadAllLoans: 'Download All Loans',
    downloadExcel: 'Download Excel',
    noComplaints: 'No Complaints',
    clickToSeeMap: 'Click here to see Map',
    noDataExist: 'NO DATA EXIST',
    // The Location map panel (part 2 §2): the distance line's label and the reload button.
    distanceTraveled: 'Distance Traveled',
    reload: 'Reload',
    writeMessageHere: 'Write message here...',
    seeMore: 'See more',
    seeLess: 'See Less',
    saveChanges: 'Save Changes',
    apply: 'Apply',
    notSet: 'Not Set',
    addNewCompany: 'Add New Company',
    invalidDocument: 'INVALID DOCUMENT',
    downloadFile: 'Download File',
    messageBeingDeleted: 'Message being deleted',
    notApplicable: 'N/A',
    containsMobile: 'Contains Mobile',
    moveToSalaryEmi: 'Move to Salary/EMI',
    addNewContact: 'Add New Contact',
    addDetails: 'Add Details',
    name: 'Name',
    contact: 'Contact',
    relation: 'Relation',
    submit: 'Submit',
    alternateAndReachableContacts: 'Alternate and Reachable Contacts',
    loanHistory: 'Loan History',
    borrowersLoanStatus: 'Borrowers loan status',
    coborrowersContact: 'Coborrowers Contact',
    coborrowersContactLoanHistory: 'Coborrowers Contact Loan History',
    traceability: {
      RNR: 'Ringing not recieved',
      NC: 'Non Contactable',
      CON: 'Connected',
      None: 'Not Called Yet',
    },
    salaryType: { salary: 'Salary', misc: 'Miscleanous' },
    blacklistFeature: {
      refer_loan: 'Able to Refer for Loan',
      apply_loan: 'Can Apply for Loan',
      enable_chat: 'Enable Chat',
      enable_wallet: 'Enable Wallet',
      enable_profile: 'Enable Profile',
      last_penalty: 'Last Penalty',
    },
    blacklistColumns: ['Feature', 'Status', 'Blocked Till', 'Comments', 'Set By'],
    blockDuration: {
      week: '1 Week',
      month: '1 Month',
      threeMonths: '3 Months',
      sixMonths: '6 Months',
      permanently: 'Permanently',
    },
  },
  /** Wallet (part 1 §3 'Wallet', §4 'Wallet transaction status'). */
  wallet: {
    /** The statuses shown as they are; any other status is shown as PENALTY. */
    statuses: ['CREDIT', 'PAID_OUT', 'REQUESTED', 'FLAGGED', 'REJECTED'],
    otherStatus: 'PENALTY',
    /** A loan's withdrawal-limit items, in the breakdown's order. */
    limitItems: ['Main', 'Weekly', 'TAT', 'NS', 'Total'],
  },
  /** Bureau and credit profile (part 1 §2, §3, §7). */
  bureau: {
    crifPull: 'CRIF PULL',
    creditProfile: 'Credit Profile',
  },
  // Salary & EMI tab (part 1 §2 'FOIR/salary page', §4, §5, §9): the spec's headings and labels.
  salaryEmi: {
    foirDetails: 'FOIR Details',
    externalEmiAmount: 'External EMI Amount',
    averageMonthlyEmi: 'Average Monthly EMI',
    averageMonthlyIncome: 'Average Monthly Income',
    foirScore: 'FOIR Score',
    salaryDetails: 'Salary Details',
    emiDetails: 'EMI Details',
    fipDetails: 'FIP Details',
    moveToSalary: 'Move to Salary',
    moveToEmi: 'Move to EMI',
    amount: 'Amount',
    timestamp: 'Timestamp',
    action: 'Action',
    salaryModes: { account: 'account', cash: 'cash' },
  },
  /** Devices and messages (part 1 §2, §3, §4, §8). */
  devices: {
    downloads: { contacts: 'Contacts', bankMessages: 'Bank Messages', allMessages: 'All Messages' },
    filteredMessages: 'Filtered Messages',
    /** The radios of 'Filtered Messages', in the spec's order; 'Contains Mobile' by role. */
    filters: ['Banking', 'Aadhaar', 'ITDC', 'EPFO', 'Telecom', 'Others', 'Negative'],
  },
  /** Devices' variants and summary dialog (part 1 §2 'A variant…', 'A profile variant…'). */
  deviceVariants: {
    /** The message variant, in the spec's order (§9: all, positive, negative). */
    messageVariants: ['All', 'Positive', 'Negative'],
    /** The profile variant's views, with its contacts sync. */
    profileViews: ['Messages', 'Contacts', 'Location'],
    /** The summary dialog's loan columns. */
    summaryColumns: ['Status', 'Loan Id', 'Total Paid', 'Total Remaining', 'DPD'],
  },
  /** The support-call admin screen (part 2 §2): its tabs, in the spec's order. */
  supportAdmin: {
    tabs: {
      call: 'Customer Support Call',
      search: 'Search Call',
      assigned: 'Assigned Calls',
      analytics: 'Analytics',
    },
  },
} as const);

export type Messages = typeof messages;
