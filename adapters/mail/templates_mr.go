package mail

import "strconv"

var marathi = language{
	code:  "mr",
	brand: "रेशीमगाठी",
	greeting: func(name string) string {
		if name == "" {
			return "नमस्कार,"
		}
		return "नमस्कार " + name + ","
	},
	// Marathi inflects the noun: "१ मिनिटात" but "१० मिनिटांत".
	expiry: func(minutes int) string {
		if minutes == 1 {
			return "1 मिनिटात"
		}
		return strconv.Itoa(minutes) + " मिनिटांत"
	},
	months: func(n int) string {
		if n == 1 {
			return "1 महिना"
		}
		return strconv.Itoa(n) + " महिने"
	},
	date: func(year, month, day int) string {
		return strconv.Itoa(day) + " " + marathiMonths[month-1] + " " + strconv.Itoa(year)
	},
	closing: "शुभेच्छांसह,",
	team:    "रेशीमगाठी टीम",
	messages: map[kind]source{
		kindWelcome: {
			subject: "रेशीमगाठीमध्ये आपले स्वागत आहे",
			text: `रेशीमगाठीमध्ये आपले हार्दिक स्वागत! आपले प्रोफाइल तयार झाले आहे.

आपला सदस्य क्रमांक {{.MemberCode}} आहे. तो जपून ठेवा; आमच्या सहाय्य टीमला आपले प्रोफाइल पटकन शोधण्यासाठी त्याची मदत होते.

आपले प्रोफाइल पूर्ण करण्यासाठी आणि स्थळे पाहण्यासाठी येथे लॉग इन करा:
{{.LoginURL}}`,
			html: `<p>रेशीमगाठीमध्ये आपले हार्दिक स्वागत! आपले प्रोफाइल तयार झाले आहे.</p>
<p>आपला सदस्य क्रमांक <strong>{{.MemberCode}}</strong> आहे. तो जपून ठेवा; आमच्या सहाय्य टीमला आपले प्रोफाइल पटकन शोधण्यासाठी त्याची मदत होते.</p>
<p><a href="{{.LoginURL}}" style="display:inline-block;padding:10px 20px;background:#8a1538;color:#ffffff;text-decoration:none;border-radius:6px;">रेशीमगाठीवर लॉग इन करा</a></p>
<p style="font-size:14px;color:#666666;">बटण चालत नसल्यास ही लिंक उघडा: {{.LoginURL}}</p>`,
		},
		kindPasswordResetOTP: {
			subject: "आपला रेशीमगाठी पासवर्ड रीसेट कोड",
			text: `आपला रेशीमगाठी पासवर्ड रीसेट कोड {{.OTP}} आहे. हा कोड {{.Expiry}} कालबाह्य होईल.

हा कोड कोणालाही सांगू नका. रेशीमगाठीचे कर्मचारी तो कधीही विचारणार नाहीत.

आपण पासवर्ड रीसेट करण्याची विनंती केली नसेल, तर या ईमेलकडे दुर्लक्ष करा. आपला पासवर्ड बदलणार नाही.`,
			html: `<p>आपला रेशीमगाठी पासवर्ड रीसेट कोड</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px;">{{.OTP}}</p>
<p>हा कोड {{.Expiry}} कालबाह्य होईल.</p>
<p>हा कोड कोणालाही सांगू नका. रेशीमगाठीचे कर्मचारी तो कधीही विचारणार नाहीत.</p>
<p>आपण पासवर्ड रीसेट करण्याची विनंती केली नसेल, तर या ईमेलकडे दुर्लक्ष करा. आपला पासवर्ड बदलणार नाही.</p>`,
		},
		kindPasswordChanged: {
			subject: "आपला रेशीमगाठी पासवर्ड बदलला आहे",
			text: `आपल्या रेशीमगाठी खात्याचा पासवर्ड नुकताच बदलण्यात आला आहे. सुरक्षिततेसाठी आपल्याला सर्व उपकरणांवरून लॉग आउट करण्यात आले आहे. कृपया नवीन पासवर्डने पुन्हा लॉग इन करा.

हा बदल आपण केला नसेल, तर आपले खाते सुरक्षित करण्यासाठी त्वरित {{.Support}} या पत्त्यावर आमच्याशी संपर्क साधा.`,
			html: `<p>आपल्या रेशीमगाठी खात्याचा पासवर्ड नुकताच बदलण्यात आला आहे. सुरक्षिततेसाठी आपल्याला सर्व उपकरणांवरून लॉग आउट करण्यात आले आहे. कृपया नवीन पासवर्डने पुन्हा लॉग इन करा.</p>
<p>हा बदल आपण केला नसेल, तर आपले खाते सुरक्षित करण्यासाठी त्वरित <a href="mailto:{{.Support}}">{{.Support}}</a> या पत्त्यावर आमच्याशी संपर्क साधा.</p>`,
		},
		kindTwoFactorLocked: {
			subject: "रेशीमगाठी ॲडमिन साइन-इन: द्वि-स्तरीय कोड लॉक झाले",
			text: `आपला ई-मेल आणि योग्य पासवर्ड वापरून कोणीतरी रेशीमगाठी ॲडमिन साइन-इनवर {{.Count}} चुकीचे द्वि-स्तरीय कोड टाकले. अंदाजाने प्रयत्न थांबवण्यासाठी आपल्या खात्यासाठी ऑथेंटिकेटर कोडने साइन-इन {{.Expiry}} थांबवले आहे; ऑडिट लॉगमध्ये त्याची नोंद आहे.

हे आपण केले नसेल, तर आपला ॲडमिन पासवर्ड दुसऱ्या कोणालातरी माहीत आहे: तो लगेच बदला (ADMIN_PASSWORD, किंवा दुसऱ्या ॲडमिनला सांगा) आणि इतर ॲडमिनना कळवा. तोपर्यंत रिकव्हरी कोडने आपण साइन-इन करू शकता.`,
			html: `<p>आपला ई-मेल आणि योग्य पासवर्ड वापरून कोणीतरी रेशीमगाठी ॲडमिन साइन-इनवर {{.Count}} चुकीचे द्वि-स्तरीय कोड टाकले. अंदाजाने प्रयत्न थांबवण्यासाठी आपल्या खात्यासाठी ऑथेंटिकेटर कोडने साइन-इन {{.Expiry}} थांबवले आहे; ऑडिट लॉगमध्ये त्याची नोंद आहे.</p>
<p>हे आपण केले नसेल, तर आपला ॲडमिन पासवर्ड दुसऱ्या कोणालातरी माहीत आहे: <strong>तो लगेच बदला</strong> (ADMIN_PASSWORD, किंवा दुसऱ्या ॲडमिनला सांगा) आणि इतर ॲडमिनना कळवा. तोपर्यंत रिकव्हरी कोडने आपण साइन-इन करू शकता.</p>`,
		},
		kindVerifyEmail: {
			subject: "रेशीमगाठीसाठी आपला ई-मेल पत्ता निश्चित करा",
			text: `हा आपलाच ई-मेल पत्ता आहे हे निश्चित करण्यासाठी 24 तासांच्या आत ही लिंक उघडा:
{{.Link}}

पत्ता निश्चित झाल्यावर आपल्या प्रोफाइलवर ई-मेल पडताळणीचा बॅज दिसेल. आपण ही विनंती केली नसेल, तर या मेलकडे दुर्लक्ष करा.`,
			html: `<p>हा आपलाच ई-मेल पत्ता आहे हे निश्चित करण्यासाठी 24 तासांच्या आत ही लिंक उघडा.</p>
<p><a href="{{.Link}}" style="display:inline-block;padding:10px 20px;background:#8a1538;color:#ffffff;text-decoration:none;border-radius:6px;">माझा ई-मेल पत्ता निश्चित करा</a></p>
<p>पत्ता निश्चित झाल्यावर आपल्या प्रोफाइलवर ई-मेल पडताळणीचा बॅज दिसेल. आपण ही विनंती केली नसेल, तर या मेलकडे दुर्लक्ष करा.</p>
<p style="font-size:14px;color:#666666;">बटण चालत नसेल, तर ही लिंक उघडा: {{.Link}}</p>`,
		},
		kindGrievanceReceived: {
			subject: "आपली तक्रार आम्हाला मिळाली आहे",
			text: `आपली तक्रार आम्हाला मिळाली असून तिची नोंद तिकीट क्रमांक {{.Ticket}} म्हणून झाली आहे.

आमचे तक्रार निवारण अधिकारी तिची चौकशी करून जास्तीत जास्त {{.ResolveBy}} पर्यंत निवारण करतील. तिकीट क्रमांक आणि हा ई-मेल पत्ता वापरून आपण कधीही आपल्या तक्रारीची स्थिती पाहू शकता:
{{.Link}}

कृपया हा मेल जपून ठेवा: या तक्रारीबद्दल आम्हाला लिहिताना तिकीट क्रमांक नमूद करा.`,
			html: `<p>आपली तक्रार आम्हाला मिळाली असून तिची नोंद तिकीट क्रमांक <strong>{{.Ticket}}</strong> म्हणून झाली आहे.</p>
<p>आमचे तक्रार निवारण अधिकारी तिची चौकशी करून जास्तीत जास्त {{.ResolveBy}} पर्यंत निवारण करतील. तिकीट क्रमांक आणि हा ई-मेल पत्ता वापरून आपण कधीही आपल्या तक्रारीची स्थिती पाहू शकता.</p>
<p><a href="{{.Link}}" style="display:inline-block;padding:10px 20px;background:#8a1538;color:#ffffff;text-decoration:none;border-radius:6px;">माझ्या तक्रारीची स्थिती पाहा</a></p>
<p>कृपया हा मेल जपून ठेवा: या तक्रारीबद्दल आम्हाला लिहिताना तिकीट क्रमांक नमूद करा.</p>`,
		},
		kindSearchAlert: {
			subject: "तुमच्या जतन केलेल्या शोधात नवे सदस्य",
			text:    "{{.Alert}}\n\nत्यांना रेशीमगाठीवर पाहा:\n{{.Link}}\n\nहा ई-मेल दिवसातून जास्तीत जास्त एकदा येतो. शोध → जतन केलेले शोध येथे सूचना बंद करता येते.",
			html: `<p>{{.Alert}}</p>
<p><a href="{{.Link}}" style="display:inline-block;padding:10px 20px;background:#8a1538;color:#ffffff;text-decoration:none;border-radius:6px;">रेशीमगाठीवर पाहा</a></p>
<p style="font-size:14px;color:#666666;">हा ई-मेल दिवसातून जास्तीत जास्त एकदा येतो. शोध → जतन केलेले शोध येथे सूचना बंद करता येते.</p>`,
		},
		kindReceipt: {
			subject: "आपली रेशीमगाठी पावती",
			text: `आपल्या पेमेंटबद्दल धन्यवाद. आपले {{.Receipt.Plan}} सदस्यत्व {{.Receipt.ValidUntil}} पर्यंत सुरू आहे.

पावती {{.Receipt.Number}}, {{.Receipt.Date}}
योजना: {{.Receipt.Plan}}, {{.Receipt.Validity}}
भरलेली रक्कम: {{.Receipt.Amount}} ({{.Receipt.GSTRate}}% GST समाविष्ट: {{.Receipt.GST}}; GST पूर्वीचे मूल्य {{.Receipt.Taxable}})
पेमेंट आयडी: {{.Receipt.PaymentID}}
यांच्या नावे: {{.Name}}{{if .Receipt.MemberCode}}, सदस्य क्रमांक {{.Receipt.MemberCode}}{{end}}

{{.Receipt.SellerName}}
{{range .Receipt.SellerAddress}}{{.}}
{{end}}{{if .Receipt.SellerGSTIN}}GSTIN: {{.Receipt.SellerGSTIN}}
{{end}}{{.Receipt.SellerEmail}}, {{.Receipt.Phone}}

आपल्या सर्व पावत्या छपाईसाठी तयार स्वरूपात येथे नेहमी उपलब्ध आहेत: {{.Receipt.URL}}`,
			html: `<p>आपल्या पेमेंटबद्दल धन्यवाद. आपले <strong>{{.Receipt.Plan}}</strong> सदस्यत्व {{.Receipt.ValidUntil}} पर्यंत सुरू आहे.</p>
<table style="border-collapse:collapse;width:100%;font-size:15px;">
<tr><td style="padding:4px 8px 4px 0;color:#666666;">पावती</td><td style="padding:4px 0;"><strong>{{.Receipt.Number}}</strong>, {{.Receipt.Date}}</td></tr>
<tr><td style="padding:4px 8px 4px 0;color:#666666;">योजना</td><td style="padding:4px 0;">{{.Receipt.Plan}}, {{.Receipt.Validity}}</td></tr>
<tr><td style="padding:4px 8px 4px 0;color:#666666;">भरलेली रक्कम</td><td style="padding:4px 0;"><strong>{{.Receipt.Amount}}</strong></td></tr>
<tr><td style="padding:4px 8px 4px 0;color:#666666;">समाविष्ट GST ({{.Receipt.GSTRate}}%)</td><td style="padding:4px 0;">{{.Receipt.GST}}</td></tr>
<tr><td style="padding:4px 8px 4px 0;color:#666666;">GST पूर्वीचे मूल्य</td><td style="padding:4px 0;">{{.Receipt.Taxable}}</td></tr>
<tr><td style="padding:4px 8px 4px 0;color:#666666;">पेमेंट आयडी</td><td style="padding:4px 0;">{{.Receipt.PaymentID}}</td></tr>
<tr><td style="padding:4px 8px 4px 0;color:#666666;">यांच्या नावे</td><td style="padding:4px 0;">{{.Name}}{{if .Receipt.MemberCode}}, सदस्य क्रमांक {{.Receipt.MemberCode}}{{end}}</td></tr>
</table>
<p style="font-size:14px;color:#666666;">{{.Receipt.SellerName}}<br>{{range .Receipt.SellerAddress}}{{.}}<br>{{end}}{{if .Receipt.SellerGSTIN}}GSTIN: {{.Receipt.SellerGSTIN}}<br>{{end}}{{.Receipt.SellerEmail}}, {{.Receipt.Phone}}</p>
<p><a href="{{.Receipt.URL}}" style="display:inline-block;padding:10px 20px;background:#8a1538;color:#ffffff;text-decoration:none;border-radius:6px;">आपली पेमेंट्स आणि पावत्या</a></p>`,
		},
	},
}

var marathiMonths = [12]string{"जानेवारी", "फेब्रुवारी", "मार्च", "एप्रिल", "मे", "जून", "जुलै", "ऑगस्ट", "सप्टेंबर", "ऑक्टोबर", "नोव्हेंबर", "डिसेंबर"}
