import * as x from 'react'; console.log(x)
