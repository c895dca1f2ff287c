// Real places in each seeded city (approximate coordinates, [lat, lng]) that field staff go
// between: markets, stations, office districts. Routes are generated between them.

export type Landmark = readonly [number, number];

export const CITY_LANDMARKS: Readonly<Record<string, readonly Landmark[]>> = {
  'New Delhi': [
    [28.6315, 77.2167], // Connaught Place
    [28.6519, 77.1909], // Karol Bagh
    [28.5677, 77.2433], // Lajpat Nagar
    [28.5245, 77.2066], // Saket
    [28.6129, 77.2295], // India Gate
  ],
  Gurugram: [
    [28.495, 77.0895], // Cyber City
    [28.4795, 77.08], // MG Road
    [28.467, 77.063], // Sector 29
    [28.42, 77.04], // Sohna Road
  ],
  Noida: [
    [28.57, 77.321], // Sector 18
    [28.564, 77.334], // Botanical Garden
    [28.627, 77.365], // Sector 62
    [28.58, 77.318], // Film City
  ],
  Lucknow: [
    [26.85, 80.946], // Hazratganj
    [26.832, 80.922], // Charbagh
    [26.855, 81.0], // Gomti Nagar
    [26.89, 80.94], // Aliganj
  ],
  Jaipur: [
    [26.9239, 75.8267], // Hawa Mahal
    [26.916, 75.805], // MI Road
    [26.853, 75.805], // Malviya Nagar
    [26.911, 75.74], // Vaishali Nagar
  ],
  Mumbai: [
    [19.018, 72.844], // Dadar
    [19.0728, 72.8826], // Kurla
    [19.1197, 72.8468], // Andheri
    [19.0544, 72.8406], // Bandra
    [19.086, 72.908], // Ghatkopar
  ],
  Pune: [
    [18.5308, 73.8475], // Shivajinagar
    [18.5074, 73.8077], // Kothrud
    [18.5089, 73.926], // Hadapsar
    [18.5679, 73.9143], // Viman Nagar
  ],
  Ahmedabad: [
    [23.0365, 72.5611], // Navrangpura
    [22.9962, 72.6027], // Maninagar
    [23.037, 72.529], // Vastrapur
    [23.07, 72.656], // Naroda
  ],
  Bengaluru: [
    [12.9756, 77.605], // MG Road
    [12.9352, 77.6245], // Koramangala
    [12.925, 77.5938], // Jayanagar
    [13.0035, 77.57], // Malleshwaram
  ],
  Hyderabad: [
    [17.3616, 78.4747], // Charminar
    [17.4375, 78.4482], // Ameerpet
    [17.4126, 78.4392], // Banjara Hills
    [17.4399, 78.4983], // Secunderabad
  ],
  Chennai: [
    [13.0418, 80.2341], // T Nagar
    [13.0732, 80.2609], // Egmore
    [13.0012, 80.2565], // Adyar
    [13.085, 80.2101], // Anna Nagar
  ],
  Kolkata: [
    [22.5646, 88.351], // Esplanade
    [22.5535, 88.352], // Park Street
    [22.58, 88.415], // Salt Lake
    [22.518, 88.367], // Gariahat
  ],
  Bhopal: [
    [23.233, 77.401], // New Market
    [23.233, 77.434], // MP Nagar
    [23.18, 77.42], // Kolar Road
    [23.222, 77.438], // Habibganj
  ],
  Patna: [
    [25.619, 85.144], // Gandhi Maidan
    [25.609, 85.115], // Boring Road
    [25.594, 85.16], // Kankarbagh
    [25.628, 85.096], // Patliputra
  ],
  Chandigarh: [
    [30.741, 76.782], // Sector 17
    [30.725, 76.759], // Sector 35
    [30.705, 76.801], // Industrial Area
    [30.734, 76.772], // Sector 22
  ],
  Kochi: [
    [9.97, 76.285], // MG Road
    [10.026, 76.308], // Edappally
    [10.015, 76.342], // Kakkanad
    [9.968, 76.321], // Vyttila
  ],
};
