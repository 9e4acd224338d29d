import type { CallsMessages } from './i18n'

// Loaded only when a visitor chooses Marathi, so English pages do not carry these bytes.
export const callsMr: CallsMessages = {
  incoming: {
    label: 'येणारा कॉल',
    voice: '{{name}} तुम्हाला कॉल करत आहेत',
    video: '{{name}} तुम्हाला व्हिडिओ कॉल करत आहेत',
    answer: 'उत्तर द्या',
    decline: 'नाकारा',
  },
  call: {
    label: '{{name}} यांच्याशी कॉल',
    ringing: '{{name}} यांना रिंग जात आहे…',
    connecting: 'जोडत आहे…',
    connected: 'जोडले गेले',
    reconnecting: 'जोडणी तुटली. पुन्हा प्रयत्न करत आहे…',
    mute: 'आवाज बंद करा',
    unmute: 'आवाज सुरू करा',
    cameraOff: 'कॅमेरा बंद करा',
    cameraOn: 'कॅमेरा सुरू करा',
    hangUp: 'कॉल संपवा',
    you: 'तुम्ही',
    private: 'या कॉलवर तुमचे फोन नंबर गोपनीय राहतात.',
  },
  ended: {
    declined: '{{name}} यांनी कॉल नाकारला.',
    missed: '{{name}} यांनी उत्तर दिले नाही.',
    ended: 'कॉल संपला.',
    busy: '{{name}} दुसऱ्या कॉलवर आहेत. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
    failed: 'कॉल जोडता आला नाही.',
    media: 'तुमचा मायक्रोफोन किंवा कॅमेरा वापरता आला नाही. कृपया या साइटला परवानगी द्या.',
    dismiss: 'बंद करा',
  },
}
